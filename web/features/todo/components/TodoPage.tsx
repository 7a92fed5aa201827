import ChecklistIcon from '@mui/icons-material/Checklist';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TodoItem } from '../../../../contract/todo';
import { todoQueryOptions } from '../api';
import { TODO_NS } from '../i18n/messages';

/**
 * /todo (issue 32): what waits for the user, newest deadline first, each a link to the page where it is
 * done; done, it is gone the next time the list is read (on opening this page again).
 */
export function TodoPage() {
  const { t } = useTranslation(TODO_NS);
  const todo = useQuery(todoQueryOptions());

  return (
    <Stack spacing={2} sx={{ maxWidth: 760, marginInline: 'auto' }}>
      <div>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
          {t('intro')}
        </Typography>
      </div>
      {todo.isPending ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={64} />
          ))}
          <span className="visually-hidden" role="status">
            {t('loading')}
          </span>
        </Stack>
      ) : todo.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void todo.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : todo.data.items.length === 0 ? (
        <Paper variant="outlined" sx={{ padding: 4, textAlign: 'center' }}>
          <ChecklistIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography role="status" sx={{ marginBlockStart: 1 }}>
            {t('empty')}
          </Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <List aria-label={t('count', { count: todo.data.count })} disablePadding>
            {todo.data.items.map((item) => (
              <TodoRow key={`${item.kind}:${item.id}`} item={item} />
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

function TodoRow({ item }: { item: TodoItem }) {
  const { t, i18n } = useTranslation(TODO_NS);
  const due =
    item.due === null
      ? null
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(item.due),
        );
  return (
    <Box component="li" sx={{ '& + &': { borderBlockStart: 1, borderColor: 'divider' } }}>
      <ListItemButton component={RouterLink} to={item.link} data-testid="todo-item">
        <ListItemText
          primary={
            <>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {t(`kinds.${item.kind}`)}
              </Typography>
              {': '}
              <bdi>{item.title}</bdi>
            </>
          }
          secondary={due ? t('due', { date: due }) : undefined}
        />
      </ListItemButton>
    </Box>
  );
}
