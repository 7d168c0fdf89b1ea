### Lời dùng chung của trongtai: vì sao không đọc hay ghi được một tệp, và lỗi của bộ lời
### mà một liên đoàn để cạnh văn bản quy định của mình.

## Tệp. Lỗi vào/ra nói bằng lời (thông báo của hệ thống là tiếng Anh).

io-not-found = tệp không tồn tại
io-permission-denied = không có quyền truy cập
io-is-a-directory = đây là một thư mục, cần một tệp
io-not-a-directory = một phần của đường dẫn không phải là thư mục
io-already-exists = tệp đã có
io-not-utf8 = nội dung không phải văn bản UTF-8
io-storage-full = ổ đĩa đã đầy
io-read-only = hệ thống tệp chỉ cho đọc
io-broken-pipe = bên đọc đã đóng
io-truncated = tệp kết thúc quá sớm
io-os-error = lỗi hệ thống số { $code }
io-other = hệ thống từ chối

## Bộ lời của một liên đoàn (`quy-dinh-tinh.vi.ftl` cạnh `quy-dinh-tinh.ron`).

catalogue-syntax = dòng này không đúng cú pháp Fluent ({ $kind }), cần `định-danh = lời` hoặc một dòng chú thích
catalogue-twice = `{ $id }` được định nghĩa hai lần, mỗi lời chỉ được định nghĩa một lần
catalogue-unknown = `{ $id }` không phải là một lời hay thuật ngữ của trongtai, cần một định danh có trong bộ lời kèm theo (i18n/{ $lang }/*.ftl)
catalogue-variable = `{ $id }` dùng `${ $var }`, biến mà trongtai không cung cấp cho lời này, cần một trong { $vars }
catalogue-no-variables = `{ $id }` dùng `${ $var }`, nhưng trongtai không cung cấp biến nào cho lời này

## Danh sách và tên viết nguyên văn.

verbatim = { $text }
list-nothing = không có gì

## Luồng xử lý (crates/archive).

threads-too-many = yêu cầu { $asked } luồng, cần nhiều nhất { $limit } ({ $per_core } luồng mỗi lõi, máy này có { $cores } lõi)
