import { knownAccountNumber } from './known-account-number';
import type { Counterparty } from './ledger-entry';

// D10: realistic Norwegian counterparties for the known state. Their account numbers are valid but belong to no sandbox
// customer, so a sandbox payment to them leaves the sandbox.

const payee = (name: string, prefix: string): Counterparty => ({ name, account: knownAccountNumber(prefix) });

export const employers = {
  vegvesen: payee('Statens vegvesen', '7694050010'),
  equinor: payee('Equinor ASA', '5082010020'),
};

export const landlords = {
  obos: payee('OBOS Eiendomsforvaltning AS', '1503220030'),
  heimstaden: payee('Heimstaden AS', '1254060040'),
  entra: payee('Entra ASA', '8601110050'),
  norwegianProperty: payee('Norwegian Property ASA', '8380200060'),
};

export const billers = {
  fjordkraft: payee('Fjordkraft AS', '3000150070'),
  telenor: payee('Telenor Norge AS', '8200010080'),
  gjensidige: payee('Gjensidige Forsikring ASA', '1644030090'),
  skatteetaten: payee('Skatteetaten', '7694050100'),
  vipps: payee('Vipps MobilePay AS', '9710050110'),
};

export const groceryStores = [
  'REMA 1000 Grünerløkka',
  'KIWI Majorstuen',
  'Coop Extra Sagene',
  'Meny Valkyrien',
  'Bunnpris Torshov',
  'Joker Bislett',
];

export const friends = ['Per Hansen', 'Ingrid Johansen', 'Lars Olsen', 'Marte Larsen', 'Anders Berg', 'Silje Haugen'];

export const constructionCustomers = [
  payee('Veidekke Entreprenør AS', '1602110120'),
  payee('Boligbyggelaget USBL', '6023050130'),
  payee('Bergen kommune', '5201060140'),
  payee('Hanne og Knut Solberg', '1207110150'),
];

export const constructionSuppliers = [
  payee('Byggmakker Norge AS', '1503330160'),
  payee('Optimera AS', '8101120170'),
  payee('Würth Norge AS', '1608050180'),
  payee('Ahlsell Norge AS', '6002020190'),
];

export const accountingClients = [
  payee('Tromsø Fisk AS', '4760130200'),
  payee('Lofoten Reiseliv AS', '4500210210'),
  payee('Arktisk Elektro AS', '4730080220'),
  payee('Nordkapp Bakeri AS', '4901050230'),
];

export const officeSuppliers = [
  payee('Visma Software AS', '1506200240'),
  payee('Staples Norge AS', '6011080250'),
  payee('Telia Norge AS', '8200020260'),
];

export const kiosk = { name: 'Narvesen Oslo S', city: 'Oslo', country: 'NO', merchantCategoryCode: '5994' };

/** Card acceptors for card accounts; the foreign ones carry their currency and a rate near the real one (NOK per unit). */
export const cardAcceptors = {
  domestic: [
    kiosk,
    { name: 'Egon Karl Johan', city: 'Oslo', country: 'NO', merchantCategoryCode: '5812' },
    { name: 'Vinmonopolet Aker Brygge', city: 'Oslo', country: 'NO', merchantCategoryCode: '5921' },
    { name: 'Circle K Sinsen', city: 'Oslo', country: 'NO', merchantCategoryCode: '5541' },
    { name: 'Flytoget AS', city: 'Oslo', country: 'NO', merchantCategoryCode: '4111' },
    { name: 'XXL Storo', city: 'Oslo', country: 'NO', merchantCategoryCode: '5941' },
    { name: 'Elkjøp Bergen Lagunen', city: 'Bergen', country: 'NO', merchantCategoryCode: '5732' },
    { name: 'Peppes Pizza Trondheim', city: 'Trondheim', country: 'NO', merchantCategoryCode: '5812' },
  ],
  foreign: [
    {
      name: 'ICA Kvantum Liljeholmen',
      city: 'Stockholm',
      country: 'SE',
      merchantCategoryCode: '5411',
      currency: 'SEK',
      rate: 0.9785,
    },
    {
      name: 'Tivoli A/S',
      city: 'København',
      country: 'DK',
      merchantCategoryCode: '7996',
      currency: 'DKK',
      rate: 1.5612,
    },
    {
      name: 'Pret A Manger',
      city: 'London',
      country: 'GB',
      merchantCategoryCode: '5814',
      currency: 'GBP',
      rate: 13.642,
    },
    {
      name: 'Hotel Adlon Kempinski',
      city: 'Berlin',
      country: 'DE',
      merchantCategoryCode: '7011',
      currency: 'EUR',
      rate: 11.6475,
    },
  ],
};
