import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Title, useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { branch, formatCount, financialYear, route, type Resource } from '../../../resources';
import { resourcePath } from '../layout/menuItems';
import { useShellInfo } from '../layout/useShellInfo';

/** The masters the dashboard counts. */
const COUNTED: readonly Resource[] = [branch, route, financialYear];

/**
 * The home page after login. The spec's original held template sample data; this one shows
 * only real figures: the company, its financial year, and how many of each master it has.
 */
export function DashboardPage() {
  const info = useShellInfo();
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Dashboard" />
      <Typography variant="h5" component="h1">
        {info.companyName}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Financial year: {info.financialYear}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, mt: 2 }}>
        {COUNTED.map((resource) => (
          <CountCard key={resource.name} resource={resource} />
        ))}
      </Box>
    </Box>
  );
}

/** How many records a master has, asked as one row of a page so the server counts, not the browser. */
function CountCard({ resource }: { resource: Resource }) {
  const { total, isPending, error } = useGetList(resource.name, { pagination: { page: 1, perPage: 1 } });
  return (
    <Card variant="outlined">
      <CardActionArea component={Link} to={resourcePath(resource)}>
        <CardContent>
          <Typography variant="overline" color="text.secondary">
            {resource.label.many}
          </Typography>
          {isPending ? (
            <Skeleton width={60} height={40} />
          ) : error ? (
            <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
              Failed to fetch data
            </Alert>
          ) : (
            <Typography variant="h4" component="p" aria-label={`${resource.label.many} count`}>
              {formatCount(total ?? 0)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
