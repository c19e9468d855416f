import type { QrMatrix } from '@/lib/shop/payments/pay-by-square';

/** A QR matrix as one SVG path (a quiet zone of 4 modules, as scanners expect), scaled by CSS. */
export function PayBySquareCode({ matrix, label, className }: { matrix: QrMatrix; label: string; className?: string }) {
  const quiet = 4;
  const side = matrix.size + 2 * quiet;
  let path = '';
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (matrix.dark(x, y)) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    }
  }
  return (
    <svg viewBox={`0 0 ${side} ${side}`} role="img" aria-label={label} className={className} shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
