import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { readSession } from '../session';
import { FactList } from '../components/FactList';

/** Spec 2.7 /dashprofile: the ids this browser signed in with. */
export function LoginIdsPage() {
  const { Empid, CompanyID, FYearID } = readSession();
  return (
    <Card sx={{ m: 2, maxWidth: 480 }}>
      <Title title="Login IDs" />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          Login IDs
        </Typography>
        <FactList
          facts={[
            ['User ID', Empid || 'Not available'],
            ['Company ID', CompanyID || 'Not available'],
            ['Financial Year ID', FYearID || 'Not available'],
          ]}
        />
      </CardContent>
    </Card>
  );
}
