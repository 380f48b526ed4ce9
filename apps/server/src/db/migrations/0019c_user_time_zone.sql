-- Users' IANA time zone (Europe/Stockholm): days, weeks (from Monday), streaks and birthdays are
-- counted in it. Null until the browser tells it (at sign-up, or at the first signed-in load).
alter table users add column if not exists time_zone text;
alter table users add constraint users_time_zone_length check (time_zone is null or length(time_zone) between 1 and 64);
