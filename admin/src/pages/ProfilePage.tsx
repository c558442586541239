import PersonIcon from '@mui/icons-material/Person';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { currentAssignments, lookups } from '../api/lookups';
import { useLookup } from '../api/useLookup';
import { FactList } from '../components/FactList';

const NOT_AVAILABLE = 'Not available';
const NOT_ASSIGNED = 'Not assigned';

const text = (...parts: Array<string | null | undefined>) =>
  parts.filter((p) => p && p.trim()).join(', ');

/** Spec 2.7 /dashEmp: who is signed in, what they are assigned, and the way to a new password. */
export function ProfilePage() {
  const employee = useLookup(lookups.employee);
  const assigned = useLookup(currentAssignments);
  const e = employee.data;
  const a = assigned.data;
  // Only an image the server sends inline can be shown; anything else keeps the placeholder.
  const image = a?.document?.Image?.startsWith('data:image/') ? a.document.Image : undefined;

  return (
    <Card sx={{ m: 2, maxWidth: 640 }}>
      <Title title="Profile" />
      {(employee.loading || assigned.loading) && <LinearProgress />}
      <CardContent>
        {employee.error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            Failed to fetch data
          </Alert>
        ) : null}
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <Avatar src={image} alt="Employee image" sx={{ width: 72, height: 72 }}>
            <PersonIcon fontSize="large" />
          </Avatar>
          <Typography variant="h6" component="h1">
            {text([e?.FirstName, e?.LastName].filter(Boolean).join(' ')) || NOT_AVAILABLE}
          </Typography>
        </Stack>
        <FactList
          facts={[
            ['Username', e?.Username || NOT_AVAILABLE],
            ['Address', text(e?.Address, e?.District, e?.State) || NOT_AVAILABLE],
            ['Mobile', e?.Mobile || NOT_AVAILABLE],
            ['Email', e?.Email || NOT_AVAILABLE],
            ['Department', a?.department || NOT_ASSIGNED],
            ['Designation', a?.designation || NOT_ASSIGNED],
            ['Role', a?.role || NOT_ASSIGNED],
          ]}
        />
        <Button component={Link} to="/Resetpassword" variant="contained" sx={{ mt: 3 }}>
          Reset Password
        </Button>
      </CardContent>
    </Card>
  );
}
