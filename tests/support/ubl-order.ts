import { UBL_ELEMENT_TYPES, UBL_SEQUENCES } from './ubl-sequences';
import type { XmlNode } from './xml-tree';

/** Violations of the UBL 2.1 element order ("UBL-ORDER: …"): unknown children and children out of sequence. */
export function ublOrderViolations(node: XmlNode, path = node.name): string[] {
  const type = UBL_ELEMENT_TYPES[node.name];
  if (!type) return node.name.startsWith('cac:') ? [`UBL-ORDER: ${path} is an aggregate the checks do not know`] : [];
  const sequence = UBL_SEQUENCES[type] ?? [];
  const found: string[] = [];
  let last = -1;
  for (const child of node.children) {
    const index = sequence.indexOf(child.name);
    if (index === -1) found.push(`UBL-ORDER: ${child.name} is not a child of ${type} (${path})`);
    else if (index < last) found.push(`UBL-ORDER: ${child.name} comes after ${sequence[last]} in ${type} (${path})`);
    else last = index;
    found.push(...ublOrderViolations(child, `${path}/${child.name}`));
  }
  return found;
}
