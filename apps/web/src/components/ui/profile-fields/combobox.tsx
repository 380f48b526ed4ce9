import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';

export interface ComboboxProps<T> {
  label: string;
  hint?: string;
  /** The text in the box (the parent owns it, so it can show the chosen option's label). */
  inputValue: string;
  onInputChange: (text: string) => void;
  /** Suggestions for what is typed; a new list resets the highlighted one. */
  options: readonly T[];
  optionKey: (option: T) => string;
  optionLabel: (option: T) => string;
  onSelect: (option: T) => void;
  /** A search for the current text is running. */
  loading?: boolean;
  /** The search for the current text has answered (so an empty list means "no matches"). */
  searched?: boolean;
  error?: string;
  /** Beside the input, e.g. an Add button. */
  append?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * An editable combobox with a list of suggestions (WAI-ARIA 1.2 combobox + listbox): arrow keys
 * move through the suggestions (aria-activedescendant keeps the focus in the box), Enter picks the
 * highlighted one and never submits the form, Escape closes the list, a click picks too. A polite
 * status line tells screen readers how many suggestions there are.
 */
export function Combobox<T>({
  label,
  hint,
  inputValue,
  onInputChange,
  options,
  optionKey,
  optionLabel,
  onSelect,
  loading = false,
  searched = false,
  error,
  append,
  inputRef,
  disabled,
  autoFocus,
}: ComboboxProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const inputId = `${id}input`;
  const listId = `${id}list`;
  const hintId = `${id}hint`;
  const errorId = `${id}error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);

  // A new list of suggestions: nothing highlighted until the arrows are used.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset exactly when the list changes
  useEffect(() => setActive(-1), [options]);

  useEffect(() => {
    if (active < 0) return;
    const element = listRef.current?.children[active] as HTMLElement | undefined;
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const hasText = inputValue.trim().length > 0;
  const listOpen = open && hasText && options.length > 0;
  const activeOption = listOpen && active >= 0 ? options[active] : undefined;

  function choose(option: T) {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((i) => (!listOpen || i >= count - 1 ? 0 : i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((i) => (!listOpen || i <= 0 ? count - 1 : i - 1));
        break;
      case 'Enter':
        // Enter picks a suggestion; it never submits the form from here (spec §2, manager setup).
        event.preventDefault();
        if (activeOption !== undefined) choose(activeOption);
        break;
      case 'Escape':
        if (listOpen) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
        break;
    }
  }

  let status = '';
  if (open && hasText) {
    if (loading) status = t('onboarding.combobox.searching');
    else if (options.length > 0) status = t('onboarding.combobox.results', { count: options.length });
    else if (searched) status = t('onboarding.combobox.noResults');
  }
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={inputId}>{label}</Form.Label>
      <div className="position-relative">
        <InputGroup hasValidation>
          <Form.Control
            ref={inputRef}
            id={inputId}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={listOpen}
            aria-controls={listId}
            aria-activedescendant={activeOption !== undefined ? `${id}option-${active}` : undefined}
            aria-describedby={describedBy}
            isInvalid={!!error}
            aria-invalid={error ? true : undefined}
            value={inputValue}
            disabled={disabled}
            autoFocus={autoFocus}
            onChange={(event) => {
              onInputChange(event.target.value);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
          />
          {append}
          {error && (
            <Form.Control.Feedback type="invalid" id={errorId}>
              {error}
            </Form.Control.Feedback>
          )}
        </InputGroup>
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!listOpen}
          className="dropdown-menu show w-100 mt-1 overflow-auto"
          style={{ maxHeight: '16rem', display: listOpen ? 'block' : 'none' }}
        >
          {listOpen &&
            options.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled by the combobox input, which keeps the focus
              <div
                key={optionKey(option)}
                id={`${id}option-${index}`}
                role="option"
                aria-selected={index === active}
                // Options are reached with the arrow keys through aria-activedescendant, never by Tab.
                tabIndex={-1}
                className={`dropdown-item text-wrap${index === active ? ' active' : ''}`}
                style={{ cursor: 'pointer' }}
                // Keep the focus in the input, so the blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {optionLabel(option)}
              </div>
            ))}
        </div>
      </div>
      {hint && (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      )}
      {open && hasText && searched && !loading && options.length === 0 && (
        <Form.Text className="d-block" aria-hidden="true">
          {t('onboarding.combobox.noResults')}
        </Form.Text>
      )}
      <div role="status" className="visually-hidden">
        {status}
      </div>
    </Form.Group>
  );
}
