### Những gì bộ nạp tình huống nói về một tệp tình huống không đọc được (crates/scenario):
### có vị trí `đường-dẫn:dòng:cột: lời`, viết thường, nói điều cần có.

scenario-string-runs-on = chuỗi này kéo dài tới dòng { $end_line } và phần văn bản sau nó không đọc được; cần một dấu `"` ở cuối chuỗi (chuỗi đã được đóng chưa?)
scenario-string-open = một chuỗi chưa được đóng, cần `"` ở cuối chuỗi
scenario-not-a-name = `{ $token }` không phải là một tên, cần một định danh (một trường hoặc một biến thể như `Minutes`)
scenario-integer-out-of-bounds = số nguyên `{ $token }` vượt giới hạn, cần một số nguyên từ 0 đến { $max } (và trong các giới hạn ở README.md: số đếm đến { $count }, khoảng thời gian đến 1000 giờ)
scenario-not-a-duration = `{ $token }` không phải là một khoảng thời gian (`Duration`), cần một `Duration` như `Minutes(..)`: một trong { $forms }
scenario-not-a = `{ $token }` không phải là một `{ $outer }`, cần một `{ $outer }`: một trong { $forms }
scenario-not-a-variant = `{ $token }` không phải là một biến thể, cần một biến thể: một trong { $forms }

scenario-no-such-path = { $path }: không có tệp hay thư mục này
scenario-not-a-scenario-file = { $path }: không phải tệp tình huống, cần một tệp `.ron` hoặc một thư mục chứa chúng
scenario-rules-file-with-overrides = một hồ sơ mang theo tệp luật (`rules_file`) không thể đồng thời thay đổi giá trị bằng `overrides`: hãy ghi các thay đổi vào tệp luật
scenario-no-rule-file = không có tệp luật `{ $file }` (không tìm thấy tệp): tệp luật mà một hồ sơ nêu được tìm theo thư mục của chính tệp hồ sơ ({ $folder }), không theo thư mục hiện hành; hãy để hai tệp cùng chỗ, hoặc xuất hồ sơ từ bàn trọng tài, vốn mang theo tệp luật bên trong (`rules_file`)
scenario-overrides-need-id = thay đổi giá trị ngay trong tình huống cần định danh của một bộ luật có sẵn
scenario-carried-changed = tệp luật `{ $file }` mang theo trong hồ sơ không khớp mã SHA-256 của nó ({ $sha256 }): nó đã bị sửa sau khi hồ sơ được viết; hãy chạy lại hồ sơ bên cạnh tệp luật, hoặc xuất lại hồ sơ
scenario-holds-for-other-game = `holds_for` nêu một bộ luật { $game }, cần một bộ luật của môn cờ của tình huống ({ $own })
scenario-shipped-name = { $file }: đã có bộ luật kèm sẵn tên `{ $id }`; hãy lưu tệp của bạn dưới tên khác

## Ghi đè kỳ vọng (TRONGTAI_BLESS=1).

bless-done = đã ghi kỳ vọng mới cho { $path }
bless-cannot = { $path }: không ghi được kỳ vọng mới: { $error }
bless-no-expect = tình huống không có trường `expect:`, cần đúng một trường để ghi lại
bless-not-own-line = trường `expect:` không đứng đầu dòng, cần đặt nó trên một dòng riêng
bless-no-end = giá trị của `expect:` không kết thúc, cần có `,` hoặc `)` sau nó
bless-several = tình huống có { $n } trường `expect:`, chỉ được có một
bless-comment = giá trị của `expect:` (dòng { $line }) có chứa chú thích, ghi lại sẽ làm mất chú thích đó; cần viết kỳ vọng mới bằng tay
