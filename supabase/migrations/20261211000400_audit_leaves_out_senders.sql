-- An application or a contact message is deleted, among other reasons, because the person who
-- sent it asked to be erased; its copy in the audit log must not keep them (as for leads, since
-- 20261210000600). The log keeps what admins did to these rows (status, notes, who and when),
-- and leaves out the sender's name, address, links and words, and an admin reply's text and
-- recipient. audit_row_change's further arguments name the columns left out.

drop trigger audit on public.job_applications;
create trigger audit after insert or update or delete on public.job_applications
  for each row execute function public.audit_row_change(
    'id', 'full_name', 'email', 'phone', 'country', 'cover_letter', 'resume_path', 'linkedin_url',
    'portfolio_url'
  );

drop trigger audit on public.messages;
create trigger audit after insert or update or delete on public.messages
  for each row execute function public.audit_row_change('id', 'name', 'email', 'subject', 'body');

drop trigger audit on public.message_replies;
create trigger audit after insert or update or delete on public.message_replies
  for each row execute function public.audit_row_change('id', 'sent_to', 'subject', 'body');

-- The entries already written lose the same columns.
update public.audit_log
set before = before - array['full_name', 'email', 'phone', 'country', 'cover_letter',
                            'resume_path', 'linkedin_url', 'portfolio_url'],
    after = after - array['full_name', 'email', 'phone', 'country', 'cover_letter',
                          'resume_path', 'linkedin_url', 'portfolio_url']
where table_name = 'job_applications';

update public.audit_log
set before = before - array['name', 'email', 'subject', 'body'],
    after = after - array['name', 'email', 'subject', 'body']
where table_name = 'messages';

update public.audit_log
set before = before - array['sent_to', 'subject', 'body'],
    after = after - array['sent_to', 'subject', 'body']
where table_name = 'message_replies';
