import type { Db } from '../db/client';
import { brands, manufacturers } from '../db/schema';

/**
 * GPSR data of every demo brand (products.vendor). The brands are real; every name, address and
 * mailbox below is invented for the demo (domains under the reserved `.example`), shaped like the
 * real thing: a registered name, a postal address, an e-mail, and for a manufacturer outside the
 * EU its responsible person inside it.
 */
type Address = readonly [name: string, street: string, postalCode: string, city: string, country: string, email: string];

interface ManufacturerSeed {
  maker: Address;
  web?: string;
  /** the EU responsible person: only for makers outside the EU */
  eu?: Address;
}

const mail = (brand: string, box = 'produktova-bezpecnost') => `${box}@${brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`;

export const MANUFACTURERS: Readonly<Record<string, ManufacturerSeed>> = {
  Hikvision: {
    maker: [
      'Hangzhou Vision Digital Technology Co., Ltd. (demo)',
      'Qianmo Road 118, Binjiang District',
      '310051',
      'Hangzhou',
      'CN',
      mail('Hikvision', 'compliance'),
    ],
    eu: ['HV Europe Distribution B.V. (demo)', 'Dirk Storklaan 41', '2132 PX', 'Hoofddorp', 'NL', mail('Hikvision-eu', 'gpsr')],
    web: 'https://hikvision.example',
  },
  Dahua: {
    maker: ['Zhejiang Dahua Security Technology Co., Ltd. (demo)', 'Jiangling Road 1187', '310053', 'Hangzhou', 'CN', mail('Dahua', 'compliance')],
    eu: ['DH Europe Services B.V. (demo)', 'Flevolaan 77', '1382 JZ', 'Weesp', 'NL', mail('Dahua-eu', 'gpsr')],
  },
  Uniview: {
    maker: ['Zhejiang Uniview Vision Technologies Co., Ltd. (demo)', 'Changhe Road 369', '310052', 'Hangzhou', 'CN', mail('Uniview', 'compliance')],
    eu: ['UNV Europe Logistics B.V. (demo)', 'Koolhovenlaan 12', '1119 NE', 'Schiphol-Rijk', 'NL', mail('Uniview-eu', 'gpsr')],
  },
  Axis: { maker: ['Axis Vision AB (demo)', 'Gränden 6', '223 69', 'Lund', 'SE', mail('Axis')] },
  Jablotron: { maker: ['Jablotron Alarm Systems a.s. (demo)', 'Pod Skalkou 4567/33', '466 01', 'Jablonec nad Nisou', 'CZ', mail('Jablotron')] },
  Paradox: {
    maker: ['Paradox Security Systems Ltd. (demo)', 'Boulevard Industriel 780', 'J7R 5V3', 'Saint-Eustache', 'CA', mail('Paradox', 'compliance')],
    eu: ['PX Security Europe s.r.o. (demo)', 'Logistická 18', '252 61', 'Jeneč', 'CZ', mail('Paradox-eu', 'gpsr')],
  },
  Ajax: {
    maker: ['Ajax Systems Manufacturing LLC (demo)', 'Sklyarenka Street 5', '04073', 'Kyiv', 'UA', mail('Ajax', 'compliance')],
    eu: ['Ajax Systems Europe Sp. z o.o. (demo)', 'ul. Magazynowa 14', '02-652', 'Warszawa', 'PL', mail('Ajax-eu', 'gpsr')],
  },
  Satel: { maker: ['Satel Systemy Alarmowe Sp. z o.o. (demo)', 'ul. Schuberta 79', '80-172', 'Gdańsk', 'PL', mail('Satel')] },
  Pyronix: {
    maker: ['Pyronix Detection Ltd. (demo)', 'Braithwell Way 3', 'S66 8QY', 'Rotherham', 'GB', mail('Pyronix', 'compliance')],
    eu: ['PX Detection Ireland Ltd. (demo)', 'Unit 9, Ballycoolin Business Park', 'D15 KX2P', 'Dublin', 'IE', mail('Pyronix-eu', 'gpsr')],
  },
  '2N': { maker: ['2N Telekomunikace a.s. (demo)', 'Modřanská 621/143', '143 01', 'Praha 4', 'CZ', mail('2N')] },
  Comelit: { maker: ['Comelit Group S.p.A. (demo)', 'Via Don Arrigoni 5', '24020', 'Rovetta (BG)', 'IT', mail('Comelit')] },
  Bticino: { maker: ['BTicino Italia S.p.A. (demo)', 'Viale Borri 231', '21100', 'Varese', 'IT', mail('Bticino')] },
  Urmet: { maker: ['Urmet Domus S.p.A. (demo)', 'Via Bologna 188/C', '10154', 'Torino', 'IT', mail('Urmet')] },
  Fermax: { maker: ['Fermax Electrónica S.A.U. (demo)', 'Avenida Tres Cruces 133', '46017', 'Valencia', 'ES', mail('Fermax')] },
  Bosch: { maker: ['Bosch Building Technologies GmbH (demo)', 'Robert-Koch-Straße 100', '85521', 'Ottobrunn', 'DE', mail('Bosch')] },
  Honeywell: {
    maker: ['Honeywell Building Solutions Inc. (demo)', '855 South Mint Street', '28202', 'Charlotte, NC', 'US', mail('Honeywell', 'compliance')],
    eu: ['Honeywell Safety Europe GmbH (demo)', 'Kaiserleistraße 39', '63067', 'Offenbach am Main', 'DE', mail('Honeywell-eu', 'gpsr')],
  },
  Schrack: { maker: ['Schrack Seconet AG (demo)', 'Eibesbrunnergasse 18', '1120', 'Wien', 'AT', mail('Schrack')] },
  Legrand: { maker: ['Legrand France S.A. (demo)', '128 avenue du Maréchal de Lattre de Tassigny', '87000', 'Limoges', 'FR', mail('Legrand')] },
  Panduit: {
    maker: ['Panduit Corp. (demo)', '18900 Panduit Drive', '60487', 'Tinley Park, IL', 'US', mail('Panduit', 'compliance')],
    eu: ['Panduit Europe B.V. (demo)', 'Oosterhoutstraat 11', '4826 LB', 'Breda', 'NL', mail('Panduit-eu', 'gpsr')],
  },
  Solarix: { maker: ['Intelek Networks spol. s r.o. (demo)', 'Hudcova 78c', '612 00', 'Brno', 'CZ', mail('Solarix')] },
  Ubiquiti: {
    maker: ['Ubiquiti Networks Inc. (demo)', '685 Third Avenue, 27th Floor', '10017', 'New York, NY', 'US', mail('Ubiquiti', 'compliance')],
    eu: ['UI Networks Europe GmbH (demo)', 'Hafenstraße 21', '40213', 'Düsseldorf', 'DE', mail('Ubiquiti-eu', 'gpsr')],
  },
  Eaton: { maker: ['Eaton Electrical Ireland Ltd. (demo)', 'Eaton House, 30 Pembroke Road', 'D04 Y0C2', 'Dublin', 'IE', mail('Eaton')] },
  Yuasa: {
    maker: ['GS Yuasa Battery Manufacturing Co., Ltd. (demo)', '1 Inobanba-cho, Nishinosho', '601-8520', 'Kyoto', 'JP', mail('Yuasa', 'compliance')],
    eu: ['Yuasa Battery Europe GmbH (demo)', 'Kaiserswerther Straße 115', '40880', 'Ratingen', 'DE', mail('Yuasa-eu', 'gpsr')],
  },
  CSB: {
    maker: ['CSB Battery Co., Ltd. (demo)', 'No. 11, Kejia Road, Yunlin Technology Park', '64062', 'Douliu', 'TW', mail('CSB', 'compliance')],
    eu: ['CSB Energy Europe B.V. (demo)', 'Industrieweg 58', '3542 AD', 'Utrecht', 'NL', mail('CSB-eu', 'gpsr')],
  },
  Seagate: {
    maker: ['Seagate Technology LLC (demo)', '47488 Kato Road', '94538', 'Fremont, CA', 'US', mail('Seagate', 'compliance')],
    eu: ['Seagate Technology Europe B.V. (demo)', 'Koolhovenlaan 1', '1119 NB', 'Schiphol-Rijk', 'NL', mail('Seagate-eu', 'gpsr')],
  },
  'Western Digital': {
    maker: ['Western Digital Technologies Inc. (demo)', '5601 Great Oaks Parkway', '95119', 'San Jose, CA', 'US', mail('Western Digital', 'compliance')],
    eu: ['WD Storage Europe B.V. (demo)', 'Evert van de Beekstraat 310', '1118 CX', 'Schiphol', 'NL', mail('Western Digital-eu', 'gpsr')],
  },
  // Solo (SDi) has no row: a brand without GPSR data shows nothing, as a real catalogue's gaps would.
};

/** A row per seeded brand that has data above; the number of rows. */
export async function insertManufacturers(db: Db): Promise<number> {
  const rows = await db.select({ id: brands.id, name: brands.name }).from(brands);
  const values = rows.flatMap(({ id, name }) => {
    const seed = MANUFACTURERS[name];
    if (!seed) return [];
    const [makerName, street, postalCode, city, country, email] = seed.maker;
    const [euName, euStreet, euPostalCode, euCity, euCountry, euEmail] = seed.eu ?? [];
    return [
      {
        brandId: id,
        name: makerName,
        street,
        postalCode,
        city,
        country,
        email,
        web: seed.web ?? null,
        euName,
        euStreet,
        euPostalCode,
        euCity,
        euCountry,
        euEmail,
      },
    ];
  });
  if (values.length > 0) await db.insert(manufacturers).values(values);
  return values.length;
}
