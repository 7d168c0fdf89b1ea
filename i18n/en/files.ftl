### Reading and writing files (crates/rulebook/src/files.rs): what is wrong with a file named,
### then what was expected.

## What a path is when it is not a regular file.

file-kind = { $kind ->
        [directory] a directory
        [fifo] a named pipe (FIFO)
        [socket] a socket
        [char-device] a character device
        [block-device] a block device
       *[other] not a regular file
    }

## Reading.

file-not-found = file not found, expected an existing file
file-permission-denied = permission denied, expected a readable file
# $kind (Text) - file-kind
file-not-regular = { $kind }, expected a regular file
# $limit, $mib (Number) - the limit in bytes and in MiB
file-too-large = the file is larger than the limit of { $limit } bytes ({ $mib } MiB), expected a smaller file
# $byte - the first bad byte, in hex (0x..)
file-not-utf8 = invalid UTF-8 (byte { $byte }), expected text encoded in UTF-8
# $why (Text) - why, said (io-*)
file-cannot-read = cannot read file ({ $why }), expected a readable file
# $line, $column (Number); $why (Text) - file-not-utf8
file-not-utf8-at = line { $line }, column { $column }: { $why }

## Writing.

file-read-only = the file is read-only, expected a file you may write (it is left as it was)
# $uid (Number) - the owner's user id
file-other-owner = the file belongs to another user (uid { $uid }), expected a file of yours (it is left as it was)
# $kind (Text) - file-kind
file-not-regular-to-write = { $kind }, expected a regular file to write
# $why (Text) - why, said (io-*)
file-cannot-write = cannot write ({ $why })
file-no-name = the path names no file, expected a path ending in a file name
