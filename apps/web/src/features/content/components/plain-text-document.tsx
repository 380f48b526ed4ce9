import { Fragment } from 'react';

type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/** A numbered line on its own, without closing punctuation: "4. Subscriptions and prices". */
const HEADING = /^\d{1,2}\.\s+\S.{0,78}[^.:;!?]$/;
const LIST_ITEM = /^\s*[-•*]\s+(.+)$/;

/**
 * Splits plain text into blocks: blank lines separate paragraphs, a numbered line alone is a
 * section heading, lines starting with "- " form a list. Other line breaks are kept as they are.
 */
export function parsePlainText(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '');
    if (lines.length === 1 && HEADING.test(lines[0].trim())) {
      blocks.push({ kind: 'heading', text: lines[0].trim() });
      continue;
    }
    let paragraph: string[] = [];
    let items: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
      paragraph = [];
    };
    const flushList = () => {
      if (items.length) blocks.push({ kind: 'list', items });
      items = [];
    };
    for (const line of lines) {
      const item = LIST_ITEM.exec(line);
      if (item) {
        flushParagraph();
        items.push(item[1].trim());
      } else {
        flushList();
        paragraph.push(line.trim());
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

interface PlainTextDocumentProps {
  text: string;
  /** The level of the document's section headings; the page's own title is the h1. */
  headingLevel?: 2 | 3;
}

/** Shows plain text with its paragraphs, numbered section headings and lists preserved. */
export function PlainTextDocument({ text, headingLevel = 2 }: PlainTextDocumentProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {parsePlainText(text).map((block, index) => (
        // The text is static: a block's position is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {block.kind === 'heading' && <Heading className="h5 mt-4">{block.text}</Heading>}
          {block.kind === 'paragraph' && <p className="preserve-lines">{block.text}</p>}
          {block.kind === 'list' && (
            <ul>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </Fragment>
      ))}
    </>
  );
}
