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
docs-site-not-a-folder = { $dir }: không phải thư mục, cần một thư mục để ghi trang web
docs-site-not-ours = { $dir }: thư mục có những tệp không do trongtai docs ghi ({ $found }{ $more }) và không có bản kê ({ $manifest }); cần một thư mục mới hoặc trống, hoặc một thư mục do trongtai docs ghi. Không tệp nào được ghi hay xoá
docs-site-conflicts = { $dir }: trang web sẽ ghi đè lên những gì trongtai docs không ghi: { $found }{ $more }; cần những chỗ đó trống, hoặc còn nguyên như trongtai docs để lại. Không tệp nào được ghi hay xoá
docs-site-bad-manifest = { $path }: { $message }; cần bản kê do trongtai docs ghi (nó liệt kê những tệp được phép thay hay xoá). Không tệp nào được ghi hay xoá
docs-site-io = { $path }: { $message }
docs-site-more = { " " }và { $n } mục khác
docs-conflict-item = { $path } ({ $why })
docs-conflict-not-written = không do trongtai docs ghi
docs-conflict-changed = đã bị sửa sau khi trongtai docs ghi
docs-conflict-link = một liên kết tượng trưng, không được đi theo
docs-conflict-folder = một thư mục ở chỗ trang web có một tệp
docs-conflict-other = không phải tệp thường hay thư mục
