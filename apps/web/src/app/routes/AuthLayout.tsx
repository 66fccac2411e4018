import { useEffect } from 'react';
import { Box, Stack, Text, Title } from '@mantine/core';
import { IconChartAreaLine, IconHistory, IconLayersSubtract } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Logo } from '../../components/Logo';
import { clearStoredUser } from '../../lib/session';
import classes from './AuthLayout.module.css';

const highlights = [
  { icon: IconChartAreaLine, text: 'Stacked depth graphs of every gas series, vertical and lateral' },
  { icon: IconLayersSubtract, text: 'Formations, zones and annotations kept with the well' },
  { icon: IconHistory, text: 'Every change kept as a revision; export CSV, LAS and PDF' },
];

/** Decorative gas traces against depth for the brand panel. */
function Traces() {
  return (
    <svg className={classes.traces} viewBox="0 0 400 600" preserveAspectRatio="none" aria-hidden="true">
      {[80, 160, 240, 320].map((x) => (
        <line key={x} x1={x} y1="0" x2={x} y2="600" stroke="rgba(125,211,252,0.10)" strokeWidth="1" />
      ))}
      <path
        d="M60 0 C 90 60, 40 110, 95 160 S 70 260, 120 300 S 60 400, 110 450 S 80 560, 130 600"
        fill="none"
        stroke="rgba(251,191,36,0.55)"
        strokeWidth="2.2"
      />
      <path
        d="M200 0 C 230 70, 180 120, 250 180 S 190 280, 260 330 S 210 430, 280 480 S 230 570, 270 600"
        fill="none"
        stroke="rgba(125,211,252,0.55)"
        strokeWidth="2"
      />
      <path
        d="M300 0 C 340 50, 290 120, 350 170 S 310 250, 360 320 S 300 420, 340 470 S 320 560, 370 600"
        fill="none"
        stroke="rgba(74,222,128,0.45)"
        strokeWidth="1.8"
      />
    </svg>
  );
}

/** The sign-in, reset and activation screens; entering it forgets any locally stored user. */
export function AuthLayout() {
  const queryClient = useQueryClient();
  useEffect(() => {
    clearStoredUser();
    queryClient.clear();
  }, [queryClient]);

  return (
    <Box className={classes.root}>
      <Box className={classes.brand} visibleFrom="md">
        <Traces />
        <Stack className={classes.brandContent} justify="space-between" h="100%">
          <Logo size={36} inverted />
          <Stack gap="lg" maw={420}>
            <Title order={1} c="white" fz={34} lh={1.2}>
              Mud-gas analysis, depth by depth.
            </Title>
            <Stack gap="sm">
              {highlights.map(({ icon: Icon, text }) => (
                <Box key={text} className={classes.highlight}>
                  <Icon size={20} stroke={1.6} />
                  <Text c="petrol.0" fz="sm">
                    {text}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Stack>
          <Text c="petrol.2" fz="xs">
            © {new Date().getFullYear()} Mudstack
          </Text>
        </Stack>
      </Box>
      <Box className={classes.formSide}>
        <Box className={classes.formWrap}>
          <Box hiddenFrom="md" mb="xl">
            <Logo size={34} />
          </Box>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
