/** The academy's ball mark; decorative, the app title next to it names the link. */
export function AppLogo({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#fff" stroke="#0b5d3b" strokeWidth="2" />
      <path d="M16 9.5l5.2 3.8-2 6.1h-6.4l-2-6.1z" fill="#0b5d3b" />
      <path
        d="M16 1v8.5M21.2 13.3l8.6-2.8M19.2 19.4l5.3 7.3M12.8 19.4l-5.3 7.3M10.8 13.3L2.2 10.5"
        stroke="#0b5d3b"
        strokeWidth="2"
      />
    </svg>
  );
}
