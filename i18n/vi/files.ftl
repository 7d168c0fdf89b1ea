### Đọc và ghi tệp (crates/rulebook/src/files.rs): tệp được nêu có gì sai, rồi điều cần có.

file-kind = { $kind ->
        [directory] một thư mục
        [fifo] một ống có tên (FIFO)
        [socket] một socket
        [char-device] một thiết bị ký tự
        [block-device] một thiết bị khối
       *[other] không phải tệp thường
    }

file-not-found = không tìm thấy tệp, cần một tệp có thật
file-permission-denied = không có quyền đọc, cần một tệp đọc được
file-not-regular = { $kind }, cần một tệp thường
file-too-large = tệp lớn hơn giới hạn { $limit } byte ({ $mib } MiB), cần một tệp nhỏ hơn
file-not-utf8 = UTF-8 không hợp lệ (byte { $byte }), cần văn bản mã hoá UTF-8
file-cannot-read = không đọc được tệp ({ $why }), cần một tệp đọc được
file-not-utf8-at = dòng { $line }, cột { $column }: { $why }

file-read-only = tệp chỉ đọc, cần một tệp được phép ghi (tệp được giữ nguyên)
file-other-owner = tệp thuộc về người dùng khác (uid { $uid }), cần một tệp của bạn (tệp được giữ nguyên)
file-not-regular-to-write = { $kind }, cần một tệp thường để ghi
file-cannot-write = không ghi được ({ $why })
file-no-name = đường dẫn không chỉ tới tệp nào, cần một đường dẫn kết thúc bằng tên tệp
