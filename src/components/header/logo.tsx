/** The webpack cube mark, drawn inline so it costs no request. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <polygon points="50,4 92,28 92,72 50,96 8,72 8,28" fill="#8DD6F9" />
      <polygon points="50,20 78,36 50,52 22,36" fill="#FFFFFF" opacity="0.9" />
      <polygon points="22,36 50,52 50,84 22,68" fill="#1C78C0" />
      <polygon points="78,36 50,52 50,84 78,68" fill="#2B3A42" opacity="0.85" />
    </svg>
  );
}
