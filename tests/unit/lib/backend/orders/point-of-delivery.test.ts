/** @jest-environment node */
import { splitAddressLine, warehouseAddressLine } from '@/lib/backend/orders/point-of-delivery';

describe('the pickup store address on an order', () => {
  it('is the first paragraph of the warehouse HTML on one line, without the opening hours', () => {
    const html = '<p>Priemyselná 12<br>821 09 Bratislava</p><p>Po – Št 8:00 – 16:00, Pi 8:00 – 15:00</p>';
    expect(warehouseAddressLine(html)).toBe('Priemyselná 12, 821 09 Bratislava');
    expect(splitAddressLine(warehouseAddressLine(html))).toEqual({ street: 'Priemyselná 12', zip: '821 09', city: 'Bratislava' });
  });

  it('shows no markup or entities', () => {
    expect(warehouseAddressLine('<p><b>Južná</b> trieda&nbsp;78<br/>040 01 Ko&#353;ice</p>')).toBe('Južná trieda 78, 040 01 Košice');
  });
});
