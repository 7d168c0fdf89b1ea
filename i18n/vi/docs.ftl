### Vì sao `trongtai docs` không tạo được trang: tệp nào, và điều được chờ đợi.

docs-cannot-read = { $file }:1:1: không đọc được ({ $why }), cần một tệp đọc được
docs-not-embedded = { $file }:1:1: không có sẵn trong chương trình, cần một tệp được liệt kê trong crates/docgen/src/assets.rs
docs-label-missing = rules/docs/labels.ron: không có nhãn `{ $key }`, cần một mục `"{ $key }": (vi: "…", en: "…")`
docs-label-twice = { $file }:{ $line }:{ $column }: nhãn `{ $key }` được khai báo hai lần, mỗi khoá chỉ được khai báo một lần
docs-synonyms-few = { $file }: nhóm { $group } có { $terms } từ, cần từ hai từ trở lên, không từ nào rỗng
docs-synonyms-uncited = { $file }: nhóm { $group } không dẫn mục nào của bảng thuật ngữ, cần dẫn mục mà các từ của nhóm được lấy từ đó
docs-synonyms-twice = { $file }: nhóm { $group }: `{ $term }` cũng có trong một nhóm khác, mỗi từ chỉ được có một lần
docs-cannot-compare = rules/docs/site.ron: không so sánh được `{ $a }` với `{ $b }`, cần hai mã bộ luật
docs-same-id = { $first } và { $second } cùng có mã `{ $id }`, mỗi mã chỉ được dùng cho một tệp (trang có một trang cho mỗi mã bộ luật)
docs-game = trò chơi `{ $game }`: { $why }
