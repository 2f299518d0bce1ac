/**
 * D27: the tick a destructive portal form asks for (`confirm=yes`), checked by the browser and again by the action,
 * which changes nothing without it; the label is the checkbox's accessible name.
 */
export function ConfirmCheckbox({ label, className = 'mb-4' }: { label: string; className?: string }) {
  return (
    <label className={`flex items-start gap-2 ${className}`}>
      <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
      <span>{label}</span>
    </label>
  );
}
