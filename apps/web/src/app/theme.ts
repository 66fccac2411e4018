import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A deep petrol blue: calm, technical, readable beside the bright series colours of the graphs.
const petrol: MantineColorsTuple = ['#e7f3f9', '#cfe4f0', '#a0c8e2', '#6daad3', '#4390c6', '#2a80bf', '#1b77bd', '#0d65a6', '#005995', '#0c4a6e'];

export const theme = createTheme({
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
    Modal: { defaultProps: { radius: 'md', centered: true, overlayProps: { backgroundOpacity: 0.45, blur: 2 } } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});
