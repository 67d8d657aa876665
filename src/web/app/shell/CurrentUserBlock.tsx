/** The drawer's current-user link to /user/{id}: full name, email, department, role. */
import { Avatar, Box, ListItemButton, Tooltip, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../auth';
import { useSettings } from '../settings';

export function CurrentUserBlock({ mini }: { mini: boolean }) {
  const { t } = useTranslation();
  const account = useAccount();
  const settings = useSettings();
  const department = settings.departments.find((d) => d.id === account.department)?.name ?? '';
  const role = settings.enums.userRole?.find((r) => r.v === account.role);
  const roleText = role ? t(`enums.userRole.${role.v}`, { defaultValue: role.t }) : account.role;
  const initials = account.fullName
    .split(/\s+/)
    .map((w) => w.charAt(0))
    .join('')
    .slice(0, 2);
  return (
    <Tooltip title={mini ? account.fullName : ''} placement="right">
      <ListItemButton component={Link} to={`/user/${account.id}`} data-testid="current-user" sx={{ py: 1.5, flexGrow: 0 }}>
        <Avatar sx={{ width: 32, height: 32, fontSize: 14, mr: mini ? 0 : 1.5 }}>{initials || '?'}</Avatar>
        {!mini && (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap fontWeight={600}>
              {account.fullName}
            </Typography>
            <Typography variant="caption" noWrap component="div" color="text.secondary">
              {account.email}
            </Typography>
            <Typography variant="caption" noWrap component="div" color="text.secondary">
              {[department, roleText].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        )}
      </ListItemButton>
    </Tooltip>
  );
}
