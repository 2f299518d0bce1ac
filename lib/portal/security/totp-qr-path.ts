import QRCode from 'qrcode';

/** A QR code as one SVG path over a `size`×`size` grid of modules, drawn on the server: no image from another origin. */
export type QrPath = { size: number; path: string };

/** D27: the otpauth URI of an enrolment as the dark modules of a QR code (error correction M). */
export function totpQrPath(uri: string): QrPath {
  const { modules } = QRCode.create(uri, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.get(row, column)) parts.push(`M${column} ${row}h1v1h-1z`);
  return { size: modules.size, path: parts.join('') };
}
