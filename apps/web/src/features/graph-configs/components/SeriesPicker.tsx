import { useEffect, useState } from 'react';
import {
  Button,
  ColorPicker,
  ColorSwatch,
  Combobox,
  Group,
  Pill,
  PillsInput,
  Popover,
  Stack,
  Text,
  TextInput,
  Tooltip,
  useCombobox,
} from '@mantine/core';
import { findSeries, SERIES_CATALOGUE, seriesLabel, type FileCurve } from '@mudstack/core';
import { fileCurveOptions, seriesOptions } from '../model/series-options';
import classes from './graph-configs.module.css';

const SWATCHES = ['#006400', '#2e7d32', '#1b77bd', '#0c4a6e', '#6a1b9a', '#c2185b', '#d32f2f', '#e65100', '#f9a825', '#5d4037', '#455a64', '#000000'];
const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A colour swatch that opens a colour picker; the colour is committed when a drag or click ends. */
function ColourButton({ name, colour, onChange }: { name: string; colour: string; onChange: (colour: string) => void }) {
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState(colour);
  const [text, setText] = useState(colour);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <button
          type="button"
          className={classes.swatchButton}
          aria-label={`Colour of ${name}`}
          onMouseDown={(e) => e.stopPropagation()}
          onClick={(e) => {
            e.stopPropagation();
            setValue(colour);
            setText(colour);
            setOpened((o) => !o);
          }}
        >
          <ColorSwatch color={colour} size={14} withShadow />
        </button>
      </Popover.Target>
      <Popover.Dropdown onMouseDown={(e) => e.stopPropagation()} onClick={(e) => e.stopPropagation()}>
        <Stack gap="xs" w={220}>
          <Text size="xs" fw={600}>
            Colour of {name}
          </Text>
          <ColorPicker
            format="hex"
            value={value}
            swatches={SWATCHES}
            swatchesPerRow={6}
            fullWidth
            onChange={(v) => {
              setValue(v);
              setText(v);
            }}
            onChangeEnd={onChange}
            aria-label={`Colour picker for ${name}`}
          />
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              size="xs"
              label="Hex"
              value={text}
              error={HEX.test(text) ? undefined : true}
              onChange={(e) => {
                const next = e.currentTarget.value.trim();
                setText(next);
                if (HEX.test(next)) {
                  setValue(next);
                  onChange(next);
                }
              }}
              style={{ flex: 1 }}
            />
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              Done
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

export interface SeriesPickerProps {
  /** Catalogue short name to colour. */
  series: Record<string, string>;
  onAdd: (shortName: string) => void;
  onRemove: (shortName: string) => void;
  onRecolour: (shortName: string, colour: string) => void;
  /** Curves of a chosen project outside the catalogue, offered under their own names. */
  fileCurves?: { source: string; curves: readonly FileCurve[] };
}

/**
 * The series of one graph: an autocomplete over the catalogue (short or long name) with group
 * headers that cannot be picked, and one removable coloured tag per series with its colour picker.
 */
export function SeriesPicker({ series, onAdd, onRemove, onRecolour, fileCurves }: SeriesPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const names = Object.keys(series);
  const groups = seriesOptions(search, names);
  const curveOptions = fileCurves ? fileCurveOptions(search, names, fileCurves.curves) : [];
  const curveMap = new Map((fileCurves?.curves ?? []).map((c) => [c.name, c]));
  const allTaken = names.length >= SERIES_CATALOGUE.length;
  // Enter picks the first match of what was typed.
  useEffect(() => {
    if (search) combobox.selectFirstOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- select the first match only when the search text changes
  }, [search]);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        onAdd(value);
        setSearch('');
        combobox.updateSelectedOptionIndex();
      }}
      withinPortal
      position="bottom-start"
    >
      <Combobox.DropdownTarget>
        <PillsInput label="Series" description="Search by short or long name" onClick={() => combobox.openDropdown()}>
          <Pill.Group>
            {names.map((name) => (
              <SeriesTag
                key={name}
                name={name}
                colour={series[name]}
                label={findSeries(name)?.long_name ?? seriesLabel(name, curveMap)}
                onRemove={() => onRemove(name)}
                onRecolour={(c) => onRecolour(name, c)}
              />
            ))}
            <Combobox.EventsTarget>
              <PillsInput.Field
                value={search}
                placeholder={names.length === 0 ? 'Add a series…' : allTaken ? '' : 'Add…'}
                aria-label="Search series"
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && search.length === 0 && names.length > 0) {
                    event.preventDefault();
                    onRemove(names[names.length - 1]);
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>

      <Combobox.Dropdown>
        <Combobox.Options mah={300} style={{ overflowY: 'auto' }} aria-label="Series catalogue">
          {curveOptions.length > 0 && (
            <Combobox.Group label={`Curves of ${fileCurves?.source ?? 'the file'}`}>
              {curveOptions.map((c) => (
                <Combobox.Option key={`curve:${c.name}`} value={c.name} aria-label={seriesLabel(c.name, curveMap)}>
                  <OptionRow colour="#7f7f7f" label={seriesLabel(c.name, curveMap)} code={c.name} />
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
          {groups.length === 0 && curveOptions.length === 0 ? (
            <Combobox.Empty>{allTaken ? 'Every series is on this graph' : 'No series match'}</Combobox.Empty>
          ) : (
            groups.map(({ group, options }) => (
              <Combobox.Group key={group} label={group}>
                {options.map((def) => (
                  <Combobox.Option key={def.short_name} value={def.short_name} aria-label={def.long_name}>
                    <OptionRow colour={def.default_color} label={def.long_name} code={def.short_name} />
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

interface SeriesTagProps {
  name: string;
  colour: string;
  label: string;
  onRemove: () => void;
  onRecolour: (colour: string) => void;
}

/** One series on the graph: a removable tag in its colour, with its colour picker; its long name on hover. */
function SeriesTag({ name, colour, label, onRemove, onRecolour }: SeriesTagProps) {
  return (
    <Tooltip label={label} openDelay={400} withinPortal>
      <Pill
        withRemoveButton
        onRemove={onRemove}
        removeButtonProps={{ 'aria-label': `Remove ${name}` }}
        className={classes.tag}
        style={{ border: `1px solid ${colour}` }}
        data-testid={`series-tag-${name}`}
        data-colour={colour}
      >
        <Group gap={6} wrap="nowrap" component="span">
          <ColourButton name={name} colour={colour} onChange={onRecolour} />
          <span>{name}</span>
        </Group>
      </Pill>
    </Tooltip>
  );
}

/** One choice in the catalogue: its colour, its long name and its short name. */
function OptionRow({ colour, label, code }: { colour: string; label: string; code: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ColorSwatch color={colour} size={10} />
      <Text size="sm" style={{ flex: 1 }}>
        {label}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {code}
      </Text>
    </Group>
  );
}
