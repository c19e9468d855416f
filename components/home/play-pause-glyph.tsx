/** The slideshow's pause (two bars) or play (triangle) drawing, in the Icon set's 24 grid and stroke. */
export function PlayPauseGlyph({ playing }: { playing: boolean }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {playing ? <path d="M8 5v14M16 5v14" strokeLinecap="round" /> : <path d="M7 4.5v15l12.5-7.5z" />}
    </svg>
  );
}
