import type { DiagramItem, DiagramMove } from '@academy/contract';
import type { Point } from './diagram-model';

/** The order the text alternative names what stands on the area. */
export const DIAGRAM_ITEM_ORDER = [
  'PLAYER',
  'PARTNER',
  'BALL',
  'GOAL',
  'WALL',
  'CONE',
  'POLE',
  'LADDER',
  'MARKER',
] as const satisfies readonly DiagramItem['type'][];

export const MOVE_STYLE: Record<DiagramMove['type'], { colour: string; dash?: string; width: number }> = {
  RUN: { colour: '#0a58ca', dash: '0.9 0.6', width: 1 },
  DRIBBLE: { colour: '#59359a', dash: '0.35 0.3', width: 1.1 },
  PASS: { colour: '#212529', width: 1 },
  SHOT: { colour: '#b02a37', width: 1.6 },
};

interface ShapeProps {
  item: DiagramItem;
  at: Point;
  /** The drawing unit (metres) that sizes shapes to the area. */
  u: number;
  area: { width: number; length: number };
}

/** Along the area's side (vertical) when it stands at the left or right edge, else across it. */
function upright(item: DiagramItem, area: ShapeProps['area']): boolean {
  const atSide = item.x <= 0.5 || item.x >= area.width - 0.5;
  return atSide && item.y > 1 && item.y < area.length - 1;
}

/** One item of the diagram, drawn from above. */
export function ItemShape({ item, at: [x, y], u, area }: ShapeProps) {
  switch (item.type) {
    case 'PLAYER':
    case 'PARTNER':
      return (
        <circle
          cx={x}
          cy={y}
          r={u * 0.75}
          fill={item.type === 'PLAYER' ? '#0d6efd' : '#e8590c'}
          stroke="#fff"
          strokeWidth={u * 0.18}
        />
      );
    case 'BALL':
      return <circle cx={x} cy={y} r={u * 0.38} fill="#fff" stroke="#212529" strokeWidth={u * 0.12} />;
    case 'CONE': {
      const s = u * 0.5;
      return (
        <polygon
          points={`${x},${y - s} ${x + s},${y + s * 0.8} ${x - s},${y + s * 0.8}`}
          fill="#ffb000"
          stroke="#7a4d00"
          strokeWidth={u * 0.08}
        />
      );
    }
    case 'POLE':
      return <circle cx={x} cy={y} r={u * 0.3} fill="#ffda6a" stroke="#212529" strokeWidth={u * 0.14} />;
    case 'MARKER': {
      const s = u * 0.55;
      return (
        <polygon
          points={`${x},${y - s} ${x + s},${y} ${x},${y + s} ${x - s},${y}`}
          fill="#ab7df6"
          stroke="#3d1a78"
          strokeWidth={u * 0.08}
        />
      );
    }
    case 'GOAL': {
      const width = Math.min(7.32, Math.max(1.5, area.width * 0.3));
      const depth = u * 0.7;
      const vertical = upright(item, area);
      const [w, h] = vertical ? [depth, width] : [width, depth];
      return (
        <rect
          x={x - w / 2}
          y={y - h / 2}
          width={w}
          height={h}
          fill="#f8f9fa"
          stroke="#212529"
          strokeWidth={u * 0.12}
        />
      );
    }
    case 'WALL': {
      const vertical = upright(item, area);
      const long = Math.max(2, (vertical ? area.length : area.width) * 0.6);
      const thick = u * 0.6;
      const [w, h] = vertical ? [thick, long] : [long, thick];
      return (
        <rect
          x={x - w / 2}
          y={y - h / 2}
          width={w}
          height={h}
          fill="#6c757d"
          stroke="#343a40"
          strokeWidth={u * 0.1}
        />
      );
    }
    case 'LADDER': {
      const long = Math.min(4, area.length * 0.4);
      const wide = Math.max(0.5, u * 0.9);
      const rungs = 8;
      return (
        <g stroke="#f8f9fa" strokeWidth={u * 0.1} fill="none">
          <rect x={x - wide / 2} y={y - long / 2} width={wide} height={long} />
          {Array.from({ length: rungs - 1 }, (_, i) => {
            const ry = y - long / 2 + (long / rungs) * (i + 1);
            return <line key={ry} x1={x - wide / 2} x2={x + wide / 2} y1={ry} y2={ry} />;
          })}
        </g>
      );
    }
  }
}
