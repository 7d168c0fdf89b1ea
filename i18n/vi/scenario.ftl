### Những gì bộ nạp tình huống nói về một tệp tình huống không đọc được (crates/scenario):
### có vị trí `đường-dẫn:dòng:cột: lời`, viết thường, nói điều cần có.

scenario-string-runs-on = chuỗi này kéo dài tới dòng { $end_line } và phần văn bản sau nó không đọc được; cần một dấu `"` ở cuối chuỗi (chuỗi đã được đóng chưa?)
scenario-string-open = một chuỗi chưa được đóng, cần `"` ở cuối chuỗi
scenario-not-a-name = `{ $token }` không phải là một tên, cần một định danh (một trường hoặc một biến thể như `Minutes`)
scenario-integer-out-of-bounds = số nguyên `{ $token }` vượt giới hạn, cần một số nguyên từ 0 đến { $max } (và trong các giới hạn ở README.md: số đếm đến { $count }, khoảng thời gian đến 1000 giờ)
scenario-not-a-duration = `{ $token }` không phải là một khoảng thời gian (`Duration`), cần một `Duration` như `Minutes(..)`: một trong { $forms }
scenario-not-a = `{ $token }` không phải là một `{ $outer }`, cần một `{ $outer }`: một trong { $forms }
scenario-not-a-variant = `{ $token }` không phải là một biến thể, cần một biến thể: một trong { $forms }
