import { Avatar, Badge, Button, Group, Menu, Text } from '@mantine/core';
import { IconBuilding, IconChartLine, IconChevronDown, IconLogout, IconSettings, IconUser, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isAdmin, isSuperAdmin, ROLE_LABEL, signOut, useCurrentUser } from '../lib/session';

/**
 * The Settings dropdown of the navigation bar (also used by the project workspace's own bar):
 * Account, Graph Configurations, Manage Users (admins), Manage Companies (super-admins), Log out.
 */
export function SettingsMenu({ variant = 'light' }: { variant?: 'light' | 'dark' }) {
  const user = useCurrentUser();
  const initials = user ? `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() : '';
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <Button
          variant={variant === 'dark' ? 'white' : 'subtle'}
          color={variant === 'dark' ? 'dark' : 'gray'}
          leftSection={<IconSettings size={18} stroke={1.7} />}
          rightSection={<IconChevronDown size={14} stroke={1.7} />}
          aria-label="Settings"
        >
          Settings
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {user && (
          <>
            <Group gap="sm" px="sm" py={8} wrap="nowrap">
              <Avatar color="petrol" radius="xl" size={34}>
                {initials || <IconUser size={16} />}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {`${user.first_name} ${user.last_name}`.trim() || user.email}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {user.email}
                </Text>
                <Badge size="xs" variant="light" mt={4} radius="sm">
                  {ROLE_LABEL[user.role]}
                </Badge>
              </div>
            </Group>
            <Menu.Divider />
          </>
        )}
        <Menu.Item component={Link} to="/my-account" leftSection={<IconUser size={16} stroke={1.7} />}>
          Account
        </Menu.Item>
        <Menu.Item component={Link} to="/graph-configurations" leftSection={<IconChartLine size={16} stroke={1.7} />}>
          Graph Configurations
        </Menu.Item>
        {isAdmin(user) && (
          <Menu.Item component={Link} to="/user-permissions" leftSection={<IconUsers size={16} stroke={1.7} />}>
            Manage Users
          </Menu.Item>
        )}
        {isSuperAdmin(user) && (
          <Menu.Item component={Link} to="/companies" leftSection={<IconBuilding size={16} stroke={1.7} />}>
            Manage Companies
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} stroke={1.7} />} onClick={() => void signOut()}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
