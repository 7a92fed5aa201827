import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnouncementDetail, AnnouncementLabel } from '../../../../contract/announcements';
import { useMessage } from '../../../components/messages/MessageProvider';
import { Tooltip } from '../../../components/tooltip/Tooltip';
import { useSetLabels } from '../api';
import { ANNOUNCEMENTS_NS } from '../i18n/messages';
import { mirrorInRtl } from './MailBits';

/** The coach's labels on this announcement, each a check item of a menu. */
export function LabelsMenu({
  announcement,
  labels,
}: {
  announcement: AnnouncementDetail;
  labels: AnnouncementLabel[] | undefined;
}) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const menuId = useId();
  const showMessage = useMessage();
  const setLabels = useSetLabels();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = new Set(announcement.labels.map((l) => l.id));

  const toggle = (labelId: number) => {
    const next = new Set(current);
    if (next.has(labelId)) next.delete(labelId);
    else next.add(labelId);
    setLabels.mutate(
      { id: announcement.id, labelIds: [...next] },
      { onError: () => showMessage({ message: t('reading.labelsFailed'), variant: 'error' }) },
    );
  };

  return (
    <>
      <Tooltip title={t('reading.editLabels')}>
        <IconButton
          aria-label={t('reading.editLabels')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <LabelOutlinedIcon sx={mirrorInRtl} />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {!labels || labels.length === 0 ? (
          <MenuItem disabled sx={{ whiteSpace: 'normal', maxWidth: 280 }}>
            <ListItemIcon>
              <LabelOutlinedIcon fontSize="small" sx={mirrorInRtl} />
            </ListItemIcon>
            {t('reading.noLabelsMenu')}
          </MenuItem>
        ) : (
          labels.map((label) => (
            <MenuItem
              key={label.id}
              role="menuitemcheckbox"
              aria-checked={current.has(label.id)}
              onClick={() => toggle(label.id)}
              disabled={setLabels.isPending}
            >
              <ListItemIcon>
                {current.has(label.id) ? (
                  <CheckBoxIcon sx={{ color: label.color }} />
                ) : (
                  <CheckBoxOutlineBlankIcon sx={{ color: label.color }} />
                )}
              </ListItemIcon>
              <ListItemText primary={<span dir="auto">{label.name}</span>} />
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  );
}
