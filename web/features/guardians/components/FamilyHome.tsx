import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PlainFrame, type OnLookChange } from '../../../components/shell/PlainFrame';
import { paths } from '../../../config/paths';
import { endServerSession } from '../../../lib/server-session';
import { useChildren } from '../api';
import { GUARDIANS_NS } from '../i18n/messages';
import { ChildCard } from './ChildCard';

/**
 * /family (issue 34): a signed-in guardian's home. Each confirmed child with their school, team,
 * ladder position and next event, match or dual, where the guardian answers whether the child can
 * come. Phone-sized first: one column of cards.
 */
export function FamilyHome({ onLookChange }: { onLookChange?: OnLookChange }) {
  const { t } = useTranslation(GUARDIANS_NS);
  const children = useChildren();
  const signOut = async () => {
    await endServerSession();
    return paths.guardianLogin;
  };

  return (
    <PlainFrame
      title={t('familyTitle')}
      logoutLabel={t('logout')}
      signOut={signOut}
      onLookChange={onLookChange}
      maxWidth={720}
    >
      {children.isPending ? (
        <Stack sx={{ py: 4, alignItems: 'center' }}>
          <CircularProgress aria-label={t('loading')} />
        </Stack>
      ) : children.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void children.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Typography component="h1" variant="h5">
            {t('hello', { name: children.data.name })}
          </Typography>
          {children.data.data.length === 0 ? (
            <Card variant="outlined">
              <CardContent>
                <Typography>{t('noChildren')}</Typography>
              </CardContent>
            </Card>
          ) : (
            children.data.data.map((child) => <ChildCard key={child.playerId} child={child} />)
          )}
        </Stack>
      )}
    </PlainFrame>
  );
}
