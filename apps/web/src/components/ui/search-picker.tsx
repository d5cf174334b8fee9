import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useServerSearch } from '@/lib/use-server-search';

/** A record of the list, or the 'none' option (id ''). */
type Choice<T> = { id: string; name: string; record?: T };

/**
 * The one picker of a record among many (decision 069): a combobox whose list is the server's
 * search as the user types, so a studio with 3,000 clients or 500 styles can pick any of them.
 * Arrow keys move through the list (aria-activedescendant), Enter chooses, Escape closes the list
 * without closing the dialog. The chosen record's name shows even when it is in no loaded page:
 * the form passes the name its record carries, or its owner reads it by id.
 */
export function SearchPicker<T extends { id: string }>({
  id,
  value,
  selectedName,
  onChange,
  placeholder,
  noneLabel,
  disabled,
  className,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  usePages,
  labelOf,
  texts,
}: {
  id: string;
  /** The chosen record's id, '' for none. */
  value: string;
  /** The chosen record's name as the edited record carries it, or as its owner read it. */
  selectedName?: string;
  /** The chosen id ('' for none) and, from the list, the record. */
  onChange: (id: string, record: T | null) => void;
  placeholder: string;
  /** An option for no record at all (an event without a client), offered first. */
  noneLabel?: string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The server's search of the records as the user types: a hook, the same one on every render. */
  usePages: (search: string, enabled: boolean) => { items: readonly T[]; isLoading: boolean; hasMore: boolean };
  /** What an option says. */
  labelOf: (record: T) => string;
  /** The list's status lines, in the reader's language. */
  texts: { loading: string; none: string; narrow: string };
}) {
  const t = texts;
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [typing, setTyping] = useState(false);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<Choice<T> | null>(null);
  const query = useServerSearch();
  const search = typing ? query.search : '';
  const list = usePages(search, open);
  const label = !value ? '' : picked?.id === value ? picked.name : (selectedName ?? '');
  const options: Choice<T>[] = [
    ...(noneLabel ? [{ id: '', name: noneLabel }] : []),
    ...list.items.map((record) => ({ id: record.id, name: labelOf(record), record })),
  ];
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpen(false);
    setTyping(false);
    query.setText('');
  };
  const choose = (choice: Choice<T>) => {
    setPicked(choice);
    onChange(choice.id, choice.record ?? null);
    close();
  };

  useEscapeFirst(open, input, close);
  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(options.length - 1, 0)));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const choice = options[active];
      if (choice) choose(choice);
    }
  };

  const status = list.items.length === 0 ? (list.isLoading ? t.loading : t.none) : list.hasMore ? t.narrow : '';
  const showList = open && options.length > 0;

  return (
    <div className={cn('relative', className)}>
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={showList ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={showList && options[active] ? optionId(active) : undefined}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        autoComplete="off"
        disabled={disabled}
        placeholder={label || placeholder}
        value={typing ? query.text : label}
        onChange={(e) => {
          query.setText(e.target.value);
          setTyping(true);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={onKeyDown}
        onBlur={close}
        className={cn(inputClasses, 'h-10 pe-9 placeholder:text-muted-foreground/80')}
      />
      <ChevronDown className="pointer-events-none absolute top-1/2 end-3 h-4 w-4 -translate-y-1/2 opacity-60" aria-hidden />
      {open && (
        <PickerOptions
          listId={listId}
          label={placeholder}
          options={options}
          value={value}
          active={active}
          status={status}
          onChoose={choose}
          onHover={setActive}
        />
      )}
    </div>
  );
}

/**
 * Escape closes the open list first, before the dialog around it hears the key: Radix listens on
 * the document in the capture phase, so the window's capture phase is the one place that runs before it.
 */
function useEscapeFirst(open: boolean, input: RefObject<HTMLInputElement | null>, close: () => void) {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open) return undefined;
    const onEscape = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || e.target !== input.current) return;
      e.preventDefault();
      e.stopPropagation();
      latest.current();
    };
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  }, [open, input]);
}

/** The open list: the options (the active one highlighted) and a line saying what the list holds. */
function PickerOptions<T extends { id: string }>({
  listId,
  label,
  options,
  value,
  active,
  status,
  onChoose,
  onHover,
}: {
  listId: string;
  label: string;
  options: readonly Choice<T>[];
  value: string;
  active: number;
  status: string;
  onChoose: (choice: Choice<T>) => void;
  onHover: (index: number) => void;
}) {
  return (
    <div
      role="presentation"
      // Pressing on the list (its scroll bar too) keeps the focus in the input, so the list stays open.
      onMouseDown={(e) => e.preventDefault()}
      className="absolute z-50 mt-1 w-full overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-lg"
    >
      {options.length > 0 && (
        <ul id={listId} role="listbox" aria-label={label} className="max-h-64 overflow-y-auto p-1">
          {options.map((o, i) => (
            // The keyboard chooses from the input (aria-activedescendant), the pointer here.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={o.id || 'none'}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={o.id === value}
              onClick={() => onChoose(o)}
              onMouseEnter={() => onHover(i)}
              className={cn(
                'flex min-h-10 cursor-pointer items-center rounded-md px-3 py-2 text-sm',
                i === active && 'bg-muted ring-1 ring-ring ring-inset',
                o.id === value && 'font-semibold',
              )}
            >
              {o.name}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={cn('px-3 text-xs text-muted-foreground', status && 'py-2')}>
        {status}
      </p>
    </div>
  );
}
