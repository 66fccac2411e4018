import { Group, Text } from '@mantine/core';

/** The Mudstack mark: a gas trace rising over stacked depth strata. */
export function LogoMark({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="Mudstack logo">
      <rect
        width="32"
        height="32"
        rx="7"
        fill={inverted ? 'rgba(255,255,255,0.12)' : '#0c4a6e'}
        stroke={inverted ? 'rgba(255,255,255,0.25)' : 'none'}
      />
      <path d="M6 24h20" stroke="#7dd3fc" strokeWidth="1.6" strokeLinecap="round" opacity=".55" />
      <path d="M6 18.5h20" stroke="#7dd3fc" strokeWidth="1.6" strokeLinecap="round" opacity=".35" />
      <path d="M6 13h20" stroke="#7dd3fc" strokeWidth="1.6" strokeLinecap="round" opacity=".2" />
      <path d="M6 21l4.5-6 3.5 3.5 4-9 3.5 5.5L26 8" fill="none" stroke="#fbbf24" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The mark with the word "Mudstack"; `inverted` for dark backgrounds. */
export function Logo({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap" align="center">
      <LogoMark size={size} inverted={inverted} />
      <Text
        component="span"
        fw={700}
        fz={Math.round(size * 0.62)}
        c={inverted ? 'white' : 'petrol.9'}
        style={{ letterSpacing: '-0.02em', lineHeight: 1 }}
      >
        Mudstack
      </Text>
    </Group>
  );
}
