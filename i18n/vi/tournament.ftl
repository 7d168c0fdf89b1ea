tournament-player-count = số đấu thủ { $players }, cần từ 2 đến { $max }
tournament-unknown-competition = không có tệp giải đấu `{ $id }`, cần một trong: { $known }
tournament-result = kết quả `{ $result }`, cần 1-0, 0-1, 1/2-1/2 hoặc 0-0
tournament-game-players = ván { $index }: đấu thủ { $white } và { $black }, cần hai số khác nhau từ 1 đến { $players }
tournament-no-scoring = bộ luật `{ $rulebook }` không quy định điểm cho một ván (ends.scoring, điều { $article }): giải đấu theo bộ luật này phải tự công bố cách tính điểm, bằng một quy định địa phương
tournament-points = bộ luật `{ $rulebook }`: ends.scoring: { $problem }
tournament-denominator = điểm ({ $numerator }, { $denominator }) có mẫu số 0, cần ít nhất 1
tournament-overflow = điểm bị tràn số, cần các tổng vừa trong 64 bit
