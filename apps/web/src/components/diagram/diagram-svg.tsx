import type { Diagram } from '@academy/contract';
import { useId } from 'react';
import { MARGIN, pointAlong, positionAt, shownMoves } from './diagram-model';
import { ItemShape, MOVE_STYLE } from './diagram-shapes';

interface DiagramSvgProps {
  diagram: Diagram;
  /** Seconds into the loop (animated); null: the still picture with numbered arrows. */
  time: number | null;
  label: string;
  className?: string;
}

/**
 * The pitch from above in metres: the area, the paths (faint while animated; arrows numbered in
 * time order on the still picture) and the items where they stand at `time`.
 */
export function DiagramSvg({ diagram, time, label, className }: DiagramSvgProps) {
  const id = useId().replace(/:/g, '');
  const { width, length } = diagram.area;
  const u = (Math.max(width, length) + 2 * MARGIN) / 28;
  const still = time === null;
  const moves = shownMoves(diagram);
  return (
    <svg
      className={className}
      viewBox={`${-MARGIN} ${-MARGIN} ${width + 2 * MARGIN} ${length + 2 * MARGIN}`}
      role="img"
      aria-label={label}
      data-still={still ? 'true' : 'false'}
      preserveAspectRatio="xMidYMid meet"
    >
      <defs>
        {Object.entries(MOVE_STYLE).map(([type, style]) => (
          <marker
            key={type}
            id={`${id}-${type}`}
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="4"
            markerHeight="4"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill={style.colour} />
          </marker>
        ))}
      </defs>
      <rect x={-MARGIN} y={-MARGIN} width={width + 2 * MARGIN} height={length + 2 * MARGIN} fill="#e7f1e9" />
      <rect x={0} y={0} width={width} height={length} fill="#3f8f4f" stroke="#fff" strokeWidth={u * 0.15} />
      <g fill="none" strokeLinecap="round" strokeLinejoin="round" opacity={still ? 1 : 0.45}>
        {moves.map((move) => {
          const style = MOVE_STYLE[move.type];
          return (
            <polyline
              key={`${move.item}-${move.from}-${move.to}`}
              data-move={move.type}
              points={move.path.map(([x, y]) => `${x},${y}`).join(' ')}
              stroke={style.colour}
              strokeWidth={u * 0.22 * style.width}
              strokeDasharray={
                style.dash
                  ? style.dash
                      .split(' ')
                      .map((n) => Number(n) * u)
                      .join(' ')
                  : undefined
              }
              markerEnd={`url(#${id}-${move.type})`}
            />
          );
        })}
      </g>
      {diagram.items.map((item) => (
        <ItemShape
          key={item.id}
          item={item}
          at={still ? [item.x, item.y] : positionAt(item, diagram.moves, time)}
          u={u}
          area={diagram.area}
        />
      ))}
      {still &&
        moves.map((move, index) => {
          const [x, y] = pointAlong(move.path, 0.5);
          return (
            <g key={`n-${move.item}-${move.from}-${move.to}`} data-step={index + 1}>
              <circle cx={x} cy={y} r={u * 0.62} fill="#fff" stroke="#212529" strokeWidth={u * 0.1} />
              <text
                x={x}
                y={y}
                fontSize={u * 0.8}
                fontWeight="700"
                textAnchor="middle"
                dominantBaseline="central"
                fill="#212529"
              >
                {index + 1}
              </text>
            </g>
          );
        })}
    </svg>
  );
}
