# The progress file (src/tutor/progress.rs) and `kaiser progress`, `kaiser lessons`,
# `kaiser learn` (src/cli/learn.rs).

# Errors and notices of the progress file.
progress-creating = creating { $path }
progress-opening = opening { $path }
progress-locking = locking { $path }
progress-reading = reading { $path }
progress-writing = writing { $path }
progress-not-writable = cannot write in { $path }: { $error }
progress-keeping-aside = keeping { $path } aside as { $backup }
progress-no-data-dir = cannot find a data directory for the progress file; set KAISER_HOME to a directory
progress-too-large = it is larger than 1 MiB
progress-not-json = it is not valid JSON ({ $error })
progress-newer-refused = the progress file { $path } was written by a newer kaiser (format_version { $found }; this one reads { $reads }); it is left as it is. Use the newer kaiser, or move the file away to start afresh
progress-not-progress = it does not hold kaiser progress ({ $error })
progress-kept-aside = the progress file { $path } could not be used: { $why }. It is kept as { $backup } ({ $held }); starting with fresh progress.
progress-held = it held { $lessons ->
    [one] 1 lesson
   *[other] { $lessons } lessons
}, { $scenarios ->
    [one] 1 scenario
   *[other] { $scenarios } scenarios
} and { $asked } quiz answers in { $size } bytes
progress-held-bytes = it held { $size } bytes
progress-would-be-too-large = not saved: the progress would take { $size } bytes, more than the 1 MiB kaiser reads back; { $path } is left as it was
progress-lock-waiting = another kaiser holds { $path }; waiting up to { $secs } s for it
progress-lock-timeout = another kaiser held { $path } for { $secs } s; giving up (if no other kaiser runs, delete that file)
# kaiser progress show.
progress-summary = lessons: { $begun } begun, { $done } done · scenarios: { $scenarios } played · quiz: { $right } of { $asked } right
progress-no-village-yet = Your game: not chosen yet (`kaiser learn` asks).
progress-others = (and { $n ->
    [one] { $n } entry
   *[other] { $n } entries
} for lessons or scenarios not in this content)
# kaiser progress reset.
progress-no-lesson-number = no lesson { $n }; `kaiser lessons` lists them
progress-no-lesson-or-scenario = no lesson or scenario '{ $id }'{ $near }
progress-nothing-for = There is no progress for { $id }; nothing to delete.
progress-delete-one = Delete the progress of { $id }?
progress-delete-all = Delete all progress?
progress-nothing-deleted = Nothing deleted.
progress-deleted = Deleted.
# kaiser learn and kaiser lessons.
progress-no-lesson = no lesson '{ $id }'{ $near }; `kaiser lessons` lists them
progress-no-village = no village '{ $id }'{ $near }; one of: { $ids }
progress-col-lesson = Lesson
progress-col-title = Title
progress-col-steps = Steps
progress-col-progress = Progress
progress-steps-and-test = { $steps } + { $test } test
progress-lesson-not-in-village = lesson '{ $id }' is not written for { $village }; `kaiser lessons` lists yours
progress-bad-now = KAISER_NOW is no time: "{ $value }" (RFC 3339 such as 2026-11-25T09:00:00Z, a date such as 2026-11-25, or seconds since 1970; it is meant for tests)
progress-rating = puzzle rating in { $system }: { $rating } ± { $deviation } ({ $n ->
        [one] 1 puzzle
       *[other] { $n } puzzles
    } rated)
progress-reviews = reviews: { $due } due, { $waiting } waiting, { $retired } retired (`kaiser review`)
