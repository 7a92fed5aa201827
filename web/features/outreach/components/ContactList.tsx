import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Tooltip } from '../../../components/tooltip/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CommunicationContact, OutreachLevel } from '../../../../contract/outreach';
import { OUTREACH_NS } from '../i18n/messages';
import { isolate } from '../../../lib/isolate';

interface ContactListProps {
  level: OutreachLevel;
  state: UseQueryResult<CommunicationContact[]>;
  onEdit: (contact: CommunicationContact) => void;
  onDelete: (contact: CommunicationContact) => void;
}

const fullName = (c: CommunicationContact) => `${c.firstName} ${c.lastName}`;

/** The contacts of one list: a table on wide screens, stacked entries on a phone. */
export function ContactList({ level, state, onEdit, onDelete }: ContactListProps) {
  const { t } = useTranslation(OUTREACH_NS);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const list = t(`translation:teams.${level}`);

  if (state.isPending) {
    return (
      <Box aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={44} sx={{ marginBlockEnd: 1 }} />
        ))}
        <span className="visually-hidden">{t('loading')}</span>
      </Box>
    );
  }
  if (state.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void state.refetch()}>
            {t('translation:app.retry')}
          </Button>
        }
      >
        {t('error')}
      </Alert>
    );
  }
  if (state.data.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', paddingBlock: 5, paddingInline: 2 }}>
        <Typography sx={{ fontWeight: 500 }}>{t('empty', { list })}</Typography>
        <Typography color="text.secondary">{t('emptyHelp')}</Typography>
      </Box>
    );
  }

  const source = (contact: CommunicationContact) =>
    contact.playerId !== null ? (
      <Tooltip title={t('table.playerHint')}>
        <Chip size="small" color="primary" variant="outlined" label={t('table.player')} tabIndex={0} />
      </Tooltip>
    ) : (
      <Chip size="small" variant="outlined" label={t('table.person')} />
    );

  const actions = (contact: CommunicationContact) => {
    // Isolates keep a name's direction on screen; the accessible names need none.
    const name = isolate(fullName(contact));
    const plain = fullName(contact);
    return (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
        {contact.playerId === null && (
          <Tooltip title={t('table.edit', { name })}>
            <IconButton aria-label={t('table.edit', { name: plain })} onClick={() => onEdit(contact)}>
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('table.delete', { name })}>
          <IconButton aria-label={t('table.delete', { name: plain })} onClick={() => onDelete(contact)}>
            <DeleteOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Box>
    );
  };

  if (narrow) {
    return (
      <Box
        component="ul"
        aria-label={t('table.label', { list })}
        sx={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {state.data.map((contact) => (
          <Box
            component="li"
            key={contact.id}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1,
              paddingBlock: 1.5,
              borderBlockEnd: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBlockEnd: 0 },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                <span dir="auto">{fullName(contact)}</span>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {contact.email ? <span dir="ltr">{contact.email}</span> : t('table.noEmail')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <span dir="ltr">{contact.pn}</span>
              </Typography>
              <Box sx={{ marginBlockStart: 0.5 }}>{source(contact)}</Box>
            </Box>
            {actions(contact)}
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('table.label', { list })}>
      <Table size="small" aria-label={t('table.label', { list })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.name')}</TableCell>
            <TableCell>{t('table.email')}</TableCell>
            <TableCell>{t('table.phone')}</TableCell>
            <TableCell>{t('table.source')}</TableCell>
            <TableCell align="right">{t('table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {state.data.map((contact) => (
            <TableRow key={contact.id} hover>
              <TableCell sx={{ fontWeight: 500 }}>
                <span dir="auto">{fullName(contact)}</span>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {contact.email ? (
                  <span dir="ltr">{contact.email}</span>
                ) : (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t('table.noEmail')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <span dir="ltr">{contact.pn}</span>
              </TableCell>
              <TableCell>{source(contact)}</TableCell>
              <TableCell align="right">{actions(contact)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
