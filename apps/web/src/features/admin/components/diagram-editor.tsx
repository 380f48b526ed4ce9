import {
  type AdminSession,
  DIAGRAM_MESSAGES,
  type Diagram,
  diagramSchema,
  messageCode,
} from '@academy/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionDiagram } from '@/components/diagram/session-diagram';
import { BusyButton } from '@/components/ui/busy-button';
import { errorText } from '@/lib/error-text';

interface Props {
  session: AdminSession;
  busy: boolean;
  onSave: (diagram: Diagram) => void;
}

type Checked = { diagram: Diagram; problems: [] } | { diagram: null; problems: string[] };

/** The contract's rules (inside the area, moves naming items), as the server checks them, in words. */
function check(text: string): Checked {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {
      diagram: null,
      problems: [errorText(messageCode(DIAGRAM_MESSAGES.notJson), DIAGRAM_MESSAGES.notJson)],
    };
  }
  const parsed = diagramSchema.safeParse(value);
  if (parsed.success) return { diagram: parsed.data, problems: [] };
  return {
    diagram: null,
    problems: parsed.error.issues.map((issue) => {
      const where = issue.path.join('.');
      const text = errorText(messageCode(issue.message), issue.message);
      return where ? `${where}: ${text}` : text;
    }),
  };
}

/** A session's diagram as JSON with a live preview and the validation messages; saved in one change. */
export function DiagramEditor({ session, busy, onSave }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(() => (session.diagram ? JSON.stringify(session.diagram, null, 2) : ''));
  const checked = useMemo(() => (text.trim() ? check(text) : null), [text]);

  return (
    <details className="mt-2">
      <summary className="small">
        {t('diagram.admin.edit')}
        {!session.diagram && <span className="text-body-secondary"> · {t('diagram.admin.none')}</span>}
      </summary>
      <div className="row g-3 mt-1">
        <div className="col-lg-6">
          <label htmlFor={`${id}-json`} className="form-label small mb-0">
            {t('diagram.admin.json')}
          </label>
          <textarea
            id={`${id}-json`}
            className={`form-control form-control-sm font-monospace${checked?.problems.length ? ' is-invalid' : ''}`}
            rows={14}
            spellCheck={false}
            value={text}
            aria-describedby={`${id}-help ${id}-status`}
            aria-invalid={checked?.problems.length ? true : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${id}-help`} className="form-text">
            {t('diagram.admin.jsonHelp')}
          </p>
          <div id={`${id}-status`} aria-live="polite" className="small">
            {checked?.diagram && <p className="text-success mb-2">{t('diagram.admin.valid')}</p>}
            {checked && checked.problems.length > 0 && (
              <div className="text-danger">
                <p className="mb-1">{t('diagram.admin.invalid')}</p>
                <ul className="mb-2">
                  {checked.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <BusyButton
            type="button"
            size="sm"
            variant="primary"
            busy={busy}
            disabled={!checked?.diagram}
            onClick={() => checked?.diagram && onSave(checked.diagram)}
          >
            {t('diagram.admin.save')}
          </BusyButton>
        </div>
        <div className="col-lg-6">
          <p className="small mb-1">{t('diagram.admin.preview')}</p>
          {checked?.diagram ? (
            <SessionDiagram diagram={checked.diagram} />
          ) : (
            session.diagram && !checked && <SessionDiagram diagram={session.diagram} />
          )}
        </div>
      </div>
    </details>
  );
}
