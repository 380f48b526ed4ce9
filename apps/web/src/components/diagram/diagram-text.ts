import type { Diagram, DiagramItem } from '@academy/contract';
import type { TFunction } from 'i18next';
import { DIAGRAM_ITEM_ORDER } from './diagram-shapes';
import { nearestItem, pathLength, shownMoves } from './diagram-model';

/**
 * The diagram in words, in the reader's language: what stands on the area, then each move in
 * order (who moves, how far, towards what, when). Built from the data with translated phrases.
 */
export function describeDiagram(diagram: Diagram, t: TFunction, language: string) {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const counts = DIAGRAM_ITEM_ORDER.map((type) => ({
    type,
    count: diagram.items.filter((item) => item.type === type).length,
  })).filter((entry) => entry.count > 0);
  const things = counts.map(({ type, count }) => t(`diagram.item.${type}`, { count })).join(', ');
  const summary = t('diagram.summary', {
    width: number.format(diagram.area.width),
    length: number.format(diagram.area.length),
    things,
  });
  const byId = new Map(diagram.items.map((item) => [item.id, item]));
  const steps = shownMoves(diagram).map((move) => {
    const mover = byId.get(move.item) as DiagramItem;
    const end = move.path.at(-1)!;
    const target = nearestItem(diagram.items, end, move.item);
    const kind = move.type === 'DRIBBLE' && mover.type === 'BALL' ? 'TOUCHES' : move.type;
    return t(`diagram.move.${kind}`, {
      who: t(`diagram.who.${mover.type}`),
      metres: number.format(Math.round(pathLength(move.path) * 2) / 2),
      towards: target ? t(`diagram.towards.${target.type}`) : '',
      from: number.format(move.from),
      to: number.format(move.to),
    });
  });
  return { summary, steps };
}
