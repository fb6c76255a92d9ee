// The home hero's illustration: five nails in a fan, each a style clients search for.
// Pure SVG (no image request), decorative.

const SHAPES = {
  almond: "M30 0C48 0 60 28 60 56v56q0 8-8 8H8q-8 0-8-8V56C0 28 12 0 30 0Z",
  stiletto: "M30 0c6 12 30 48 30 70v42q0 8-8 8H8q-8 0-8-8V70C0 48 24 12 30 0Z",
  coffin: "M17 0h26q3 0 4 3l13 52v57q0 8-8 8H8q-8 0-8-8V55L13 3q1-3 4-3Z",
  square: "M6 0h48q6 0 6 6v106q0 8-8 8H8q-8 0-8-8V6q0-6 6-6Z",
} as const;

type Shape = keyof typeof SHAPES;

interface NailProps {
  shape: Shape;
  fill: string;
  x: number;
  y: number;
  rotate: number;
  children?: React.ReactNode;
}

function Nail({ shape, fill, x, y, rotate, children }: NailProps) {
  const clipId = `hero-clip-${shape}-${x}`;
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate} 30 120)`}>
      <clipPath id={clipId}>
        <path d={SHAPES[shape]} />
      </clipPath>
      <rect x="-6" y="40" width="72" height="110" rx="30" fill="#f6d3c3" />
      <g clipPath={`url(#${clipId})`}>
        <path d={SHAPES[shape]} fill={fill} />
        {children}
        <path
          d="M12 30c3-14 9-22 15-24"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          fill="none"
          opacity=".55"
        />
      </g>
    </g>
  );
}

export function HeroArt({ className }: { className?: string }) {
  return (
    <svg viewBox="-30 10 500 390" className={className} aria-hidden="true">
      <defs>
        <linearGradient id="hero-ombre" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ec4899" />
          <stop offset="1" stopColor="#fce7f3" />
        </linearGradient>
        <linearGradient id="hero-plum" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9d174d" />
          <stop offset="1" stopColor="#500724" />
        </linearGradient>
        <linearGradient id="hero-lilac" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#c4b5fd" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
        <radialGradient id="hero-glow" cx=".5" cy=".5" r=".5">
          <stop offset="0" stopColor="#fbcfe8" />
          <stop offset="1" stopColor="#fbcfe8" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="220" cy="210" r="190" fill="url(#hero-glow)" />

      <Nail shape="square" fill="#f8e1d6" x={40} y={150} rotate={-34}>
        <path d="M0 0h60v30Q30 40 0 30Z" fill="#fff" />
      </Nail>
      <Nail shape="coffin" fill="url(#hero-lilac)" x={115} y={85} rotate={-16}>
        {[
          [14, 22],
          [40, 16],
          [26, 44],
          [48, 60],
          [12, 74],
          [34, 90],
          [20, 104],
          [50, 34],
        ].map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="2.6" fill="#fff" opacity=".85" />
        ))}
      </Nail>
      <Nail shape="stiletto" fill="url(#hero-plum)" x={190} y={60} rotate={0} />
      <Nail shape="almond" fill="url(#hero-ombre)" x={265} y={85} rotate={16} />
      <Nail shape="almond" fill="#fff7ed" x={340} y={150} rotate={34}>
        <g fill="#ec4899">
          <circle cx="30" cy="58" r="6" />
          <circle cx="22" cy="50" r="6" />
          <circle cx="38" cy="50" r="6" />
          <circle cx="22" cy="66" r="6" />
          <circle cx="38" cy="66" r="6" />
        </g>
        <circle cx="30" cy="58" r="4.5" fill="#facc15" />
      </Nail>

      <g fill="#d61f74">
        <path d="M70 70l5 13 13 5-13 5-5 13-5-13-13-5 13-5Z" />
        <path d="M380 60l3.5 9 9 3.5-9 3.5-3.5 9-3.5-9-9-3.5 9-3.5Z" opacity=".7" />
        <path d="M405 300l3 7 7 3-7 3-3 7-3-7-7-3 7-3Z" opacity=".6" />
      </g>
    </svg>
  );
}
