import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import FeedbackIcon from '@mui/icons-material/Feedback';
import SettingsIcon from '@mui/icons-material/Settings';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { ComponentType } from 'react';
import { Logout, UserMenu, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * The user menu of spec 2.3: Status, Profile, Feedback, Settings, Logout. The spec shows no
 * target for Status, Feedback and Settings, so they are present but disabled rather than
 * buttons that do nothing.
 */
export function ShellUserMenu() {
  return (
    <UserMenu>
      <Unavailable label="Status" Icon={ToggleOnIcon} />
      <ProfileItem />
      <Unavailable label="Feedback" Icon={FeedbackIcon} />
      <Unavailable label="Settings" Icon={SettingsIcon} />
      <Logout />
    </UserMenu>
  );
}

function ProfileItem() {
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to="/dashEmp" onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <AccountCircleIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Profile</ListItemText>
    </MenuItem>
  );
}

function Unavailable({
  label,
  Icon,
}: {
  label: string;
  Icon: ComponentType<{ fontSize?: 'small' }>;
}) {
  return (
    <MenuItem disabled>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}
