/** @jest-environment node */
import { buildCatalogue } from '@/lib/backend/seed/catalogue-data';
import { assertNamesMatchParams, nameContradictions } from '@/lib/backend/seed/name-claims';

const param = (name: string, value: string, unit = '') => ({ name, value, unit });

describe('product names agree with their parameters (demo seed)', () => {
  it('the seeded catalogue has no name that contradicts its parameters', () => {
    const { products } = buildCatalogue();
    expect(products.flatMap((p) => nameContradictions(p.name, p.params))).toEqual([]);
  });

  it('the two contradictions the audit found are fixed in the parameters, not by renaming (the urls stay)', () => {
    const { products } = buildCatalogue();
    const ir = (slug: string) => products.find((p) => p.slug === slug)?.params.find((p) => p.name === 'IR prísvit')?.value;
    expect(ir('ip-kamera-dahua-ipc-hdbw3441e-as-28')).toBe('50');
    expect(ir('ptz-ip-dahua-sd5a232xa-hnr')).toBe('250');
    expect(products.find((p) => p.slug === 'ip-kamera-dahua-ipc-hdbw3441e-as-28')?.name).toBe('IP kamera dome 4 Mpx, 2,8 mm, IR 50 m, IK10');
  });

  it('finds an IR range, a resolution, a lens and a zoom the parameters do not state', () => {
    const params = [
      param('Rozlíšenie', '4', 'Mpx'),
      param('Ohnisková vzdialenosť', '2,8-12', 'mm'),
      param('IR prísvit', '30', 'm'),
      param('Optický zoom', '25×'),
    ];
    expect(nameContradictions('IP kamera 4 Mpx, 2,8-12 mm, IR 30 m', params)).toEqual([]);
    expect(nameContradictions('IP kamera dome 4 Mpx, 2,8-12 mm, IR 50 m', params)).toEqual([
      '"IP kamera dome 4 Mpx, 2,8-12 mm, IR 50 m" says 50 m, its parameters say IR prísvit 30 m',
    ]);
    expect(nameContradictions('IP kamera 2 Mpx, 2,8 mm, zoom 32×', params)).toHaveLength(3);
  });

  it('reads a parameter whose value carries its unit, and a range in front of other words', () => {
    expect(nameContradictions('PIR detektor, 12 m', [param('Dosah', '12 m')])).toEqual([]);
    expect(nameContradictions('IP kamera ColorVu, biele svetlo 60 m', [param('IR prísvit', '60 m, biele LED')])).toEqual([]);
    // a label copied whole into the parameter ("zbernicový, 12 m") does not state the range
    expect(nameContradictions('PIR detektor JA-120P, zbernicový, 12 m', [param('Dosah', 'zbernicový, 12 m')])).toHaveLength(1);
  });

  it('leaves a figure no parameter speaks of unchecked, and does not read codes as figures', () => {
    expect(nameContradictions('Optický pigtail Solarix, SC/UPC, 2 m', [param('Prevedenie', 'SC/UPC, 2 m')])).toEqual([]);
    expect(nameContradictions('Kľúčenka JA-186J, 300 m', [param('Dosah', '300 m')])).toEqual([]);
  });

  it('the seed stops with every contradiction listed', () => {
    expect(() =>
      assertNamesMatchParams([
        { name: 'PTZ IP kamera 2 Mpx, IR 250 m', params: [param('IR prísvit', '200', 'm')] },
        { name: 'Pevný disk, 4 TB', params: [param('Kapacita', '2', 'TB')] },
      ]),
    ).toThrow(/IR 250 m" says 250 m, its parameters say IR prísvit 200 m\n.*says 4 TB, its parameters say Kapacita 2 TB/);
  });
});
