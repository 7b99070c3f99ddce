// The shop's mark: a linden leaf ("De Linde") in a dark red roundel. Decorative; the link around it carries the name.
export function LogoMark({ size = 44 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill="#8b1a1a" />
      <circle cx="32" cy="32" r="26.5" fill="none" stroke="#f3e6d3" strokeWidth="1.5" />
      <path
        d="M32 49c-9.5-5.4-15-12.2-15-19.4 0-5.6 4.1-9.6 8.9-9.6 2.8 0 4.9 1.3 6.1 3.3 1.2-2 3.3-3.3 6.1-3.3 4.8 0 8.9 4 8.9 9.6C47 36.8 41.5 43.6 32 49z"
        fill="#f3e6d3"
      />
      <path
        d="M32 23.5V49M32 33l-6.5-5M32 39l7-5.5"
        stroke="#8b1a1a"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M32 49v6" stroke="#f3e6d3" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
