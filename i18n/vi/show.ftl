### Danh sách một bộ luật như `trongtai rules show` in ra (crates/rulebook/src/listing.rs):
### nhãn của các dòng (mã nguồn căn thành một cột) và nội dung của chúng.

show-head-rulebook = bộ luật
show-head-title = tên
show-head-proposal = đề xuất
show-head-amends = sửa đổi
show-head-law = luật
show-head-source = nguồn
show-head-local = địa phương
show-head-basis = căn cứ
show-head-on = ngày
show-head-game = môn
show-head-files = tệp
show-head-dates = ngày
show-head-values = giá trị

## Bộ luật là gì.

show-proposal = { $status }, đề xuất bởi { $proposer }{ $illustrative }{ $submitted }{ $effective }
show-illustrative = {" "}(ví dụ minh hoạ)
show-submitted = , gửi ngày { $date }
show-would-apply = , nếu được thông qua, áp dụng từ { $date }
show-edition = { $document }, ấn bản { $edition }
show-decision = , quyết định { $decision }
show-decision-date = {" "}ngày { $date }
show-effective = , hiệu lực { $date }
show-original = {" "}(văn bản gốc: có hiệu lực từ { $date })
show-issued-by = ban hành bởi { $authority }{ $illustrative }
show-basis-issued = , ban hành { $date }
show-basis-in-force = , hiệu lực { $period }
show-on-date = { $date }: các giá trị có hiệu lực ngày đó (giá trị của luật ở chỗ văn bản địa phương không đặt)
show-on-latest = không cho ngày: các giá trị như phiên bản mới nhất để lại, từ { $latest }; giá trị do phiên bản trước đặt vẫn tiếp tục, kèm ngày của nó (chọn ngày bằng --on YYYY-MM-DD)
show-files-note = (bộ luật trước, rồi các tệp nó mở rộng hoặc sửa đổi)
show-dates-proposal-effective = đề xuất chưa có hiệu lực ở đâu; nếu được thông qua sẽ áp dụng từ { $date }
show-dates-proposal = đề xuất chưa có hiệu lực ở đâu: các giá trị của nó không có ngày hiệu lực
show-dates-law = giá trị của luật có hiệu lực từ { $date }; giá trị của văn bản địa phương theo ngày riêng của chúng
show-dates-none = luật không ghi ngày; giá trị của văn bản địa phương theo ngày riêng của chúng

## Các giá trị.

show-values-proposal = (đường dẫn = giá trị  [điều]  (tệp đặt giá trị)  // ghi chú; `*` = do đề xuất thay đổi, giá trị của luật ở dưới)
show-values = (đường dẫn = giá trị  [điều]  (tệp đặt giá trị[, thời gian hiệu lực])  // ghi chú; `*` = do văn bản địa phương thay đổi)
show-overridable = cấp dưới được đổi (những gì luật cho phép cấp dưới thay đổi: đường dẫn  [điều]  giới hạn)
show-versions = phiên bản (mọi giá trị theo ngày của văn bản địa phương, mỗi giá trị có hiệu lực đến khi một phiên bản sau đặt lại hoặc bãi bỏ nó: đường dẫn  thời gian = giá trị  [điều])
show-repealed = bãi bỏ: áp dụng lại giá trị của luật
show-period-from = từ { $date }
show-period-until = đến { $date }
show-on-written-move = ; khi khiếu nại theo nước đã ghi: { $article }
show-reading = cách hiểu, không phải văn bản
show-added-to-law = bổ sung: luật không có giá trị này
show-law-value = giá trị của luật
show-unchanged-from-law = giữ nguyên giá trị của luật
show-added-to-national = bổ sung: luật quốc gia không có giá trị này
show-national-value = giá trị quốc gia
show-unchanged-from-national = giữ nguyên giá trị quốc gia
show-not-set = (không quy định)
show-chain = chuỗi

## Tình trạng của một đề xuất (cả trong rules check, tài liệu và bàn trọng tài).

proposal-status-proposed = đề xuất, chưa có hiệu lực
proposal-status-comparison = phương án để so sánh, không cơ quan nào đề xuất, không có hiệu lực

show-head-folds = gộp
show-edition-amends = lần ban hành { $edition }; giá trị của nó được thừa hưởng và dẫn lại theo cách đánh số của lần này (`ở đó là` cho số điều mà tệp đặt giá trị đã ghi)
show-folds = lần ban hành { $edition } (hiệu lực từ { $date }): { $note }
show-there = ở đó là { $article }

show-head-history = lịch sử
show-history-legend = (lần ban hành  hiệu lực từ: giá trị  [điều]  (tệp đặt giá trị); `*` = khác lần ban hành trước)
show-history-not-encoded = lần ban hành { $edition } chưa mã hoá: { $note }
show-history-no-value = không có giá trị này
