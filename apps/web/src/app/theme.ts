import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

// A deep petrol blue: calm, technical, readable beside the bright series colours of the graphs.
const petrol: MantineColorsTuple = ['#e7f3f9', '#cfe4f0', '#a0c8e2', '#6daad3', '#4390c6', '#2a80bf', '#1b77bd', '#0d65a6', '#005995', '#0c4a6e'];

/**
 * Light variants (badges, buttons, action icons on a tinted background) write their text in the colour's darkest
 * shade on its lightest tint: Mantine's shade 6 on its own tint reads under 3:1 (teal, yellow), below WCAG 2.1 AA.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  return { ...colors, color: `var(--mantine-color-${parsed.color}-9)`, background: `var(--mantine-color-${parsed.color}-0)` };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'petrol',
  primaryShade: { light: 7, dark: 5 },
  colors: { petrol },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  fontFamilyMonospace: '"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Menu: { defaultProps: { shadow: 'md', radius: 'md' } },
    Modal: {
      defaultProps: {
        radius: 'md',
        centered: true,
        overlayProps: { backgroundOpacity: 0.45, blur: 2 },
        closeButtonProps: { 'aria-label': 'Close dialog' },
      },
    },
    Paper: { defaultProps: { radius: 'md' } },
    // A file input's placeholder is an element of its own (not ::placeholder): dimmed, readable at AA.
    FileInput: { styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

/**
 * Dimmed text (captions, footers, help, card descriptions) a shade darker than Mantine's gray 6, which reads at
 * 3.3:1 on white: gray 7 passes WCAG 2.1 AA (4.5:1) on white and on the light grays of panels.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});
