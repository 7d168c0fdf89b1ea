//! The rulings in Vietnamese, in the words of the law texts (GLOSSARY.md): [`Said::say`].

use super::*;

impl Said {
    /// The ruling in Vietnamese, in the words of the law texts (GLOSSARY.md).
    pub(super) fn vi(&self, v: &Voice) -> String {
        let s = |side: &Side| v.side(*side).to_owned();
        let o = |side: &Side| v.side(side.opponent()).to_owned();
        let on = |intended: &Option<String>| match intended {
            Some(t) => format!(" với nước định đi {t}"),
            None => String::new(),
        };
        match self {
            Said::SetupCheckmated { side } => format!("{} bị chiếu hết ngay ở thế cờ ban đầu", s(side)),
            Said::SetupNoMove { side } => {
                format!("{} hết nước đi ngay ở thế cờ ban đầu mà không bị chiếu", s(side))
            }
            Said::SetupDrawnEnding { ending } => format!("thế cờ ban đầu là cờ tàn hoà `{ending}`"),
            Said::Checkmated { side } => format!("{} bị chiếu hết", s(side)),
            Said::NoMove { side } => format!("{} hết nước đi mà không bị chiếu", s(side)),
            Said::DrawnEnding { ending } => format!("cờ tàn hoà `{ending}`"),
            Said::Forbidden { prohibited, how } => {
                let how = match how {
                    Persisted::Occurred { times } => {
                        format!("thế cờ đã lặp lại {times} lần và bên đó không đổi nước")
                    }
                    Persisted::Refused { side } => format!("{} không chịu đổi nước theo lệnh trọng tài", s(side)),
                };
                format!("{} ({how})", prohibited_vi(prohibited, v))
            }
            Said::RepeatedNeitherVaries { times } => {
                format!("thế cờ đã lặp lại {times} lần và không bên nào đổi nước")
            }
            Said::RepeatedAutomatic { times } => {
                format!("cùng một thế cờ đã lặp lại {times} lần: ván cờ hoà, không cần yêu cầu")
            }
            Said::MoveCountAutomatic { moves } => format!(
                "mỗi bên đã đi {moves} nước không đi tốt và không ăn quân: ván cờ hoà, không cần yêu cầu"
            ),
            Said::OrderedToVary { prohibited, side } => {
                format!("{}: trọng tài buộc {} phải đổi nước", prohibited_vi(prohibited, v), s(side))
            }
            Said::NeedNotVary { prohibited, side } => {
                format!("{}: {} không phải đổi nước", prohibited_vi(prohibited, v), s(side))
            }
            Said::NoProhibition { side } => {
                format!("{} không phạm luật cấm trong lần lặp lại này, không phải đổi nước", s(side))
            }
            Said::NotOrderedToVary { side } => {
                format!("{} chưa bị buộc đổi nước: việc không chịu đổi nước không có hệ quả", s(side))
            }
            Said::OfferVoidAbsent { side } => {
                format!("{} vắng mặt: lời đề nghị hoà nhân danh {} không có giá trị", s(side), s(side))
            }
            Said::OfferWhenLost { side } => {
                format!("{} đang bị chiếu hết hoặc sắp hết nước đi, không được đề nghị hoà", s(side))
            }
            Said::OfferWarned { side } => format!(
                "{} đề nghị hoà trong thời gian suy nghĩ của đối phương và bị cảnh cáo",
                s(side)
            ),
            Said::Offers { side } => format!("{} đề nghị hoà", s(side)),
            Said::NothingToAccept => "lời đề nghị hoà không có giá trị: không có gì để chấp nhận".into(),
            Said::Accepts { side } => format!("{} chấp nhận đề nghị hoà của {}", s(side), o(side)),
            Said::Declines { side } => format!("{} từ chối đề nghị hoà", s(side)),
            Said::DeclinesByMoving { side } => format!("{} từ chối đề nghị hoà bằng cách đi quân", s(side)),
            Said::RepetitionClaimNoEffect => {
                "theo luật này trọng tài tự xử các thế cờ lặp lại; yêu cầu hoà không có hiệu lực".into()
            }
            Said::RepetitionClaim {
                side,
                intended,
                times,
                granted: true,
            } => format!(
                "{} yêu cầu hoà vì lặp lại thế cờ{}: thế cờ xuất hiện {times} lần, xử hoà",
                s(side),
                on(intended)
            ),
            Said::RepetitionClaim {
                side,
                intended,
                times,
                granted: false,
            } => format!(
                "{} yêu cầu hoà vì lặp lại thế cờ{}: thế cờ mới xuất hiện {times} lần",
                s(side),
                on(intended)
            ),
            Said::MoveCountClaim {
                side,
                intended,
                needed,
                counts,
                granted: true,
            } => format!(
                "{} yêu cầu hoà theo luật {needed} nước{}: {} và {} nước liền không ăn quân, xử hoà",
                s(side),
                on(intended),
                counts[0],
                counts[1]
            ),
            Said::MoveCountClaim {
                side,
                intended,
                needed,
                counts,
                granted: false,
            } => format!(
                "{} yêu cầu hoà theo luật {needed} nước{}: mới có {} và {} nước",
                s(side),
                on(intended),
                counts[0],
                counts[1]
            ),
            Said::ClaimIsOffer { side } => format!("yêu cầu của {} được coi là đề nghị hoà", s(side)),
            Said::WrongClaimTimeAdded { to, ms } => {
                format!("yêu cầu không đúng: +{} cho {}", v.ms(*ms), s(to))
            }
            Said::WrongClaimExhausted { side, ms } => format!(
                "yêu cầu không đúng: {} bị trừ {}, hết thời gian suy nghĩ",
                s(side),
                v.ms(*ms)
            ),
            Said::WrongClaimCharged { side, ms } => {
                format!("yêu cầu không đúng: {} bị trừ {}", s(side), v.ms(*ms))
            }
            Said::MustPlayIntended { side, intended } => {
                format!("{} phải đi nước đã định {intended}", s(side))
            }
            Said::ClaimUnwritten { side } => format!(
                "{} yêu cầu hoà với nước đi chưa ghi vào biên bản: yêu cầu không hợp lệ",
                s(side)
            ),
            Said::ClaimUnproven { side } => format!(
                "{} yêu cầu hoà với nước đi ghi trên biên bản không dùng làm bằng chứng được: yêu cầu không hợp lệ",
                s(side)
            ),
            Said::IntendedNotShownWritten => "không chứng tỏ được nước định đi đã ghi trước khi yêu cầu".into(),
            Said::ClocksStandForCheck { ms } => {
                format!("cả hai đồng hồ ngừng trong {} trọng tài kiểm tra yêu cầu", v.ms(*ms))
            }
            Said::ClaimWithdrawn { side, allowed: true } => {
                format!("{} rút yêu cầu: trọng tài không xét", s(side))
            }
            Said::ClaimWithdrawn { side, allowed: false } => {
                format!("{} không được rút yêu cầu: trọng tài xét như đã đề xuất", s(side))
            }
            Said::Resigns { side } => format!("{} xin thua", s(side)),
            Said::BothLate { limit_ms } => {
                format!("cả hai đấu thủ đều đến muộn quá {} sau giờ bắt đầu", v.ms(*limit_ms))
            }
            Said::Late { side, at_ms, limit_ms } => format!(
                "{} đến muộn {} sau giờ bắt đầu, quá {}",
                s(side),
                v.ms(*at_ms),
                v.ms(*limit_ms)
            ),
            Said::PlaysOnAfterArriving { side, at_ms, limit_ms } => match limit_ms {
                Some(limit) => format!(
                    "{} đến muộn {} sau giờ bắt đầu, trong thời hạn {}: tiếp tục thi đấu, đồng hồ của mình đã chạy",
                    s(side),
                    v.ms(*at_ms),
                    v.ms(*limit)
                ),
                None => format!(
                    "{} đến muộn {} sau giờ bắt đầu buổi đấu; thời hạn không áp dụng ở đây: tiếp tục thi đấu",
                    s(side),
                    v.ms(*at_ms)
                ),
            },
            Said::PeriodCompleted { side } => format!(
                "{} đã đi đủ số nước của giai đoạn: thời gian của giai đoạn tiếp theo được cộng vào đồng hồ",
                s(side)
            ),
            Said::FlagClaimed { side } => format!("{} yêu cầu xác nhận {} đã hết giờ", s(side), o(side)),
            Said::BothFlagsDown => "cả hai bên đều hết giờ: xử hoà".into(),
            Said::FlagClaimOwnDown { side } => {
                format!("{} khiếu nại về thời gian, nhưng chính {} đã hết giờ", s(side), s(side))
            }
            Said::FlagClaimNoneDown { side } => {
                format!("{} khiếu nại về thời gian, nhưng chưa bên nào hết giờ", s(side))
            }
            Said::MoveIncomplete { side } => format!(
                "nước đi của {} chưa hoàn thành: chưa bấm đồng hồ thì đã hết giờ",
                s(side)
            ),
            Said::FlagFellCannotWin { side, evidence } => format!(
                "{} hết giờ, nhưng {} không có khả năng đánh thắng{}: xử hoà",
                s(side),
                o(side),
                evidence_vi(evidence, v)
            ),
            Said::FlagFell { side } => format!("{} hết giờ: {} bị xử thua", s(side), s(side)),
            Said::RepeatedCheckUncounted { side } => format!(
                "nước chiếu lặp lại của {} không được tính vào số nước kiểm tra thời gian",
                s(side)
            ),
            Said::TimeAdded { to, ms } => format!("+{} cho {}", v.ms(*ms), s(to)),
            Said::Lost { cause, loser } => format!("{}: {} bị xử thua", cause.vi(v), s(loser)),
            Said::CannotWin { side, evidence } => {
                format!("{} không có khả năng đánh thắng{}: xử hoà", s(side), evidence_vi(evidence, v))
            }
            Said::PenaltyExhausts { side } => format!("hình phạt làm {} hết thời gian suy nghĩ", s(side)),
            Said::LosesGame { side } => format!("{} bị xử thua", s(side)),
            Said::ErrorLimit { side, count, kind } => {
                let what = match kind {
                    ErrorKind::Technical => "lỗi kỹ thuật",
                    ErrorKind::Conduct => "lỗi tác phong",
                };
                format!("{} đã mắc {count} {what}, bị xử thua", s(side))
            }
            Said::Seals { side } => format!("ván cờ hoãn; {} niêm phong nước kín", s(side)),
            Said::EnvelopeWaits { side } => format!(
                "{} vắng mặt: đồng hồ của {} được cho chạy, phong bì giữ niêm phong đến khi {} đến",
                s(side),
                s(side),
                s(side)
            ),
            Said::SealedStandsAbandoned { sealed, side } => {
                format!("nước kín {sealed} hợp lệ, và {} đã bỏ cuộc", s(side))
            }
            Said::SealedIllegal { sealed } => format!("nước kín `{sealed}` không hợp lệ"),
            Said::SealedNamesNoMove { sealed } => format!("nước kín ghi `{sealed}` không chỉ nước đi nào"),
            Said::SealedAskExplain { sealed, side } => format!(
                "nước kín ghi `{sealed}` không chỉ nước đi nào: {} được yêu cầu giải thích",
                s(side)
            ),
            Said::SealedWrongAndAbandoned { side } => format!(
                "{} niêm phong nước kín sai và {} bỏ cuộc: cả hai bị xử thua",
                s(side),
                o(side)
            ),
            Said::Explained { side, as_move } => format!(
                "{} giải thích nước kín là {as_move}, trọng tài chấp nhận",
                s(side)
            ),
            Said::Unexplained { side, sealed } => {
                format!("{} không giải thích được nước kín ghi `{sealed}`", s(side))
            }
            Said::Abandons { side } => format!("{} bỏ cuộc ván hoãn, bị xử thua", s(side)),
            Said::AbandonsEnvelopeOpened { side } => {
                format!("{} bỏ cuộc ván hoãn: phong bì vẫn được mở", s(side))
            }
            Said::Displaces {
                by,
                from,
                onto,
                own_time,
            } => {
                let whom = by.as_ref().map_or("một đấu thủ".to_string(), s);
                let text = format!(
                    "{whom} làm xê dịch quân ở {from} ({})",
                    onto.as_ref().map_or("ra ngoài bàn cờ".to_string(), |t| format!("sang {t}"))
                );
                if *own_time {
                    format!("{text}: phải đặt lại bằng thời gian của mình")
                } else {
                    text
                }
            }
            Said::Restores { by } => {
                format!(
                    "{} đặt lại các quân bị xê dịch",
                    by.as_ref().map_or("đấu thủ".to_string(), s)
                )
            }
            Said::DisplacedNoRule => {
                "phát hiện quân bị xê dịch: luật không quy định, ván cờ tiếp tục theo thế trên bàn".into()
            }
            Said::DisplacedReinstated { to_move } => format!(
                "phát hiện quân bị xê dịch: đặt lại thế cờ trước khi sai sót, {} đi",
                s(to_move)
            ),
            Said::SetupClaimTooLate { moves } => format!(
                "đã đi {} và {} nước: không nhận khiếu nại về vị trí ban đầu nữa, ván cờ tiếp tục",
                moves[0], moves[1]
            ),
            Said::QuickplayNotToMove { side } => format!(
                "{} yêu cầu hoà ở giai đoạn kết thúc nhanh, nhưng chỉ đấu thủ có lượt đi mới được yêu cầu",
                s(side)
            ),
            Said::QuickplayFlagDown { side } => format!(
                "{} yêu cầu hoà ở giai đoạn kết thúc nhanh sau khi đã hết giờ: quá muộn",
                s(side)
            ),
            Said::QuickplayNotAFinish { side } => format!(
                "{} yêu cầu hoà ở giai đoạn kết thúc nhanh, nhưng giai đoạn của đấu thủ vẫn còn định mức số nước: ván cờ chưa ở giai đoạn kết thúc nhanh, yêu cầu không có cơ sở",
                s(side)
            ),
            Said::QuickplayWithIncrement { side } => format!(
                "{} yêu cầu hoà ở giai đoạn kết thúc nhanh trong giai đoạn có thời gian cộng thêm mỗi nước: yêu cầu không có cơ sở",
                s(side)
            ),
            Said::QuickplayTimeLeft {
                side,
                left_ms,
                below_ms,
            } => format!(
                "{} yêu cầu hoà ở giai đoạn kết thúc nhanh khi còn {}, không ít hơn {}: yêu cầu không có cơ sở",
                s(side),
                signed_ms(*left_ms, v),
                v.ms(*below_ms)
            ),
            Said::QuickplayClaim { side, left_ms } => format!(
                "{} yêu cầu hoà khi còn {}, trước khi hết giờ: trọng tài quyết định",
                s(side),
                signed_ms(*left_ms, v)
            ),
            Said::QuickplayPostponedDrawn { side } => {
                format!("trọng tài công bố kết quả yêu cầu đã hoãn của {}: xử hoà", s(side))
            }
            Said::QuickplayGranted { side } => format!("trọng tài chấp nhận yêu cầu của {}: xử hoà", s(side)),
            Said::QuickplayPostponed { side } => format!(
                "trọng tài hoãn quyết định về yêu cầu của {}; ván cờ tiếp tục",
                s(side)
            ),
            Said::QuickplayRejected { side } => format!("trọng tài bác yêu cầu của {}", s(side)),
            Said::FlagFellClaimPostponed { side } => format!(
                "{} hết giờ khi yêu cầu đang được hoãn: trọng tài công bố kết quả",
                s(side)
            ),
            Said::NotationAllowed { side, notation } => format!(
                "{} ghi biên bản bằng hệ thống ký hiệu `{notation}`, luật cho phép",
                s(side)
            ),
            Said::NotationOther {
                side,
                notation,
                no_evidence,
            } => {
                let text = format!(
                    "{} ghi biên bản bằng hệ thống ký hiệu `{notation}`, không phải hệ thống luật quy định",
                    s(side)
                );
                if *no_evidence {
                    format!("{text}: biên bản không dùng làm bằng chứng được")
                } else {
                    text
                }
            }
            Said::NoRecordingDuty { side } => format!("{} không phải ghi biên bản trong loại ván này", s(side)),
            Said::CannotRecordConfirmed { side } => format!(
                "ban tổ chức đã xác nhận trước rằng {} không ghi biên bản được: không vi phạm",
                s(side)
            ),
            Said::NoRecordingThisPeriod { side } => format!(
                "{} không phải ghi biên bản trong giai đoạn này của thời gian kiểm tra",
                s(side)
            ),
            Said::TooLittleTimeToRecord { side } => {
                format!("{} còn quá ít thời gian, không phải ghi biên bản", s(side))
            }
            Said::Unrecorded { side, moves } => {
                format!("{} chưa ghi {moves} nước vào biên bản: chưa vi phạm", s(side))
            }
            Said::MoveStandsReleased { side, first, then } => format!(
                "{} đã buông tay khỏi quân ở điểm đến của {first}: nước đó có hiệu lực, không được đổi thành {then}",
                s(side)
            ),
            Said::MoveStandsPlaced { side, first, then } => format!(
                "{} đã đặt quân vào điểm đến của {first}: dù chưa buông tay, nước đó có hiệu lực, không được đổi thành {then}",
                s(side)
            ),
            Said::MoveNotReleased { side, first, then } => format!(
                "{} chưa buông tay khỏi quân ở điểm đến của {first}: nước đi là {then}",
                s(side)
            ),
            Said::CastleComplete { side, castling } => format!(
                "{} mới đặt Vua vào ô mới: phải hoàn thành nước nhập thành {castling}",
                s(side)
            ),
            Said::CastleIllegal { side, castling } => format!(
                "{} bắt đầu nhập thành {castling}, là nước không hợp lệ: coi như đã chạm Vua",
                s(side)
            ),
            Said::TouchCannotCarryOut { side } => format!(
                "{} không thực hiện được nghĩa vụ chạm quân: được đi bất kỳ nước hợp lệ nào",
                s(side)
            ),
            Said::TouchAwaitsRequest { side } => format!(
                "trọng tài chỉ xét việc chạm quân của {} nếu {} đề nghị với trọng tài trước khi đi",
                s(side),
                o(side)
            ),
            Said::TouchNotRequested { side } => format!(
                "{} đã đi mà không đề nghị trọng tài xét việc chạm quân của {}: ván đấu vẫn diễn ra bình thường, trọng tài không can thiệp",
                o(side),
                s(side)
            ),
            Said::TouchNotProven { side } => format!(
                "việc chạm quân của {} không được chính người đó công nhận, cũng không được trọng tài chứng kiến: trọng tài không phạt chỉ theo lời một bên",
                s(side)
            ),
            Said::PlaysAsObliged { side, played } => {
                format!("{} đi {played}, đúng nghĩa vụ chạm quân", s(side))
            }
            Said::Witnesses { side } => format!("trọng tài tự chứng kiến việc chạm quân của {}", s(side)),
            Said::Touches {
                side,
                own,
                piece,
                square,
            } => {
                let piece = piece.as_deref().map_or("quân".to_string(), |p| v.piece(p));
                let whose = if *own { "của mình" } else { "của đối phương" };
                format!("{} chạm {piece} {whose} ở {square}", s(side))
            }
            Said::TouchAccidental { side, square } => {
                format!("{} vô ý chạm quân ở {square}: không phát sinh nghĩa vụ", s(side))
            }
            Said::Adjusts { side, square } => {
                format!("{} sửa quân ở {square} sau khi đã báo trước", s(side))
            }
            Said::AsksAboutTouch { side } => format!(
                "{} khiếu nại với trọng tài về việc chạm quân của {} mà không thực hiện được",
                s(side),
                o(side)
            ),
            Said::TouchClaimTooLate { side } => {
                format!("{} khiếu nại vi phạm chạm quân sau khi chính mình đã đi: quá muộn", s(side))
            }
            Said::TouchClaimKept { side } => format!(
                "{} khiếu nại vi phạm chạm quân, nhưng nước vừa đi đúng nghĩa vụ",
                s(side)
            ),
            Said::TouchClaimForfeited { side } => format!(
                "{} đã chạm quân trước khi khiếu nại nên mất quyền khiếu nại",
                s(side)
            ),
            Said::TouchBreachTakenBack { side, allowed } => format!(
                "nước đi của {} vi phạm nghĩa vụ chạm quân: phải đi lại, và chỉ được đi một trong các nước {}",
                s(side),
                allowed.join(" ")
            ),
            Said::IllegalMoveCompletes { side, played, number } => format!(
                "{} đi nước sai luật {played} (nước sai luật thứ {number}): bấm đồng hồ là hoàn thành; đối phương được khiếu nại trước khi đi nước của mình",
                s(side)
            ),
            Said::IllegalMoveReinstated { side, played, number } => format!(
                "{} đi nước sai luật {played} (nước sai luật thứ {number}): đặt lại thế cờ trước nước đó",
                s(side)
            ),
            Said::MustMoveFrom { side, square } => format!("{} phải đi quân ở {square}", s(side)),
            Said::IllegalMoveNumber { side, number } => format!("nước sai luật thứ {number} của {}", s(side)),
            Said::PromotionNotReplaced { side, played } => format!(
                "{} bấm đồng hồ khi quân ở ô phong cấp chưa được thay ({played}): đặt lại thế cờ",
                s(side)
            ),
            Said::IllegalClaimed { side } => {
                format!("{} khiếu nại nước đi sai luật của {}", s(side), o(side))
            }
            Said::IllegalClaimTooLate { side, played } => format!(
                "{} khiếu nại nước sai luật {played} của {} sau khi đã đi nước của mình: quá muộn, nước đó giữ nguyên và ván cờ tiếp tục",
                s(side),
                o(side)
            ),
            Said::IllegalClaimNothing { side } => {
                format!("{} khiếu nại nước đi sai luật: không có gì để xử", s(side))
            }
            Said::IllegalStands { side, played } => format!(
                "{} đã đi mà không khiếu nại: nước sai luật {played} của {} không sửa được nữa; nước đó giữ nguyên và ván cờ tiếp tục từ thế cờ nó tạo ra",
                o(side),
                s(side)
            ),
            Said::Offence { side, offence, number } => {
                format!("{}: vi phạm `{offence}` lần thứ {number}", s(side))
            }
            Said::OffenceBoth { offence } => format!("cả hai đấu thủ: vi phạm `{offence}`"),
            Said::BothAtFault => "cả hai đấu thủ đều có lỗi: cả hai bị xử thua".into(),
            Said::IrregularAnnulled { irregularity } => {
                format!("xếp sai vị trí `{irregularity}`: huỷ ván và đấu lại")
            }
            Said::IrregularPlayOn { irregularity } => format!("xếp sai vị trí `{irregularity}`: ván cờ tiếp tục"),
            Said::IrregularResultStands { irregularity } => {
                format!("xếp sai vị trí `{irregularity}` phát hiện sau ván: giữ nguyên kết quả")
            }
            Said::AgreementTooEarly => {
                "thoả thuận hoà khi hai đấu thủ chưa cùng đi ít nhất một nước là không hợp lệ: ván cờ tiếp tục".into()
            }
            Said::PressWithoutMove { side, number } => format!(
                "{} bấm đồng hồ mà không đi quân: bị xử như một nước sai luật (nước sai luật thứ {number})",
                s(side)
            ),
            Said::TwoHands { side, number } => format!(
                "{} đi nước cờ bằng hai tay: bị xử như một nước sai luật (nước sai luật thứ {number}); nước cờ giữ nguyên",
                s(side)
            ),
            Said::TwoHandsCountedOnce { side } => format!(
                "nước sai luật của {} cũng được đi bằng hai tay: chỉ tính là một nước sai luật",
                s(side)
            ),
            Said::IllegalObserved { side } => format!(
                "trọng tài thấy nước sai luật của {} trước khi {} đi nước tiếp theo",
                s(side),
                o(side)
            ),
            Said::PromotionBecomes { side, played, kind } => format!(
                "{} bấm đồng hồ khi quân ở ô phong cấp chưa được thay ({played}): nước sai luật; quân đó được thay bằng {}",
                s(side),
                v.piece(kind)
            ),
            Said::ClaimRightLostByTouch { side } => format!(
                "{} đã chạm quân trước khi yêu cầu: mất quyền yêu cầu hoà ở nước này",
                s(side)
            ),
            Said::IncrementRequested { side } => format!(
                "{} đề nghị cộng thời gian mỗi nước cho cả hai bên: đây là một đề nghị hoà",
                s(side)
            ),
            Said::IncrementGranted { side, increment_ms } => format!(
                "trọng tài chấp thuận đề nghị của {}: mỗi nước đi cả hai bên được cộng {}",
                s(side),
                v.ms(*increment_ms)
            ),
            Said::IncrementRejected { side } => {
                format!("trọng tài bác đề nghị cộng thời gian của {}", s(side))
            }
        }
    }
}

fn prohibited_vi(p: &Prohibited, v: &Voice) -> String {
    let parts: Vec<String> = p
        .conduct
        .iter()
        .map(|c| match c {
            Perpetual::Checks { side } => format!("{} chiếu mãi", v.side(*side)),
            Perpetual::Chases { side, target, on, with } => {
                let with: Vec<String> = with.iter().map(|k| v.piece(k)).collect();
                format!(
                    "{} đuổi bắt mãi {} ở {on} (bằng {})",
                    v.side(*side),
                    v.piece(target),
                    with.join(" và ")
                )
            }
        })
        .collect();
    let joined = parts.join(" và ");
    match p.loser {
        Some(l) => format!("{joined}: {} phải đổi nước, không đổi thì bị xử thua", v.side(l)),
        None => format!("{joined}: xử hoà"),
    }
}

fn mate_vi(r: &CannotMate) -> String {
    match r {
        CannotMate::NoChecker => "không còn quân nào chiếu được".into(),
        CannotMate::Separated { frozen } => format!(
            "không quân nào tấn công được ô mà quân chủ tướng đối phương có thể tới ({frozen} quân không bao giờ đi được nữa)"
        ),
        CannotMate::NoMatingNet => "không có cách xếp quân nào vừa chiếu vừa khoá hết các ô thoát".into(),
        CannotMate::NoWinningPlacement => {
            "không có cách xếp quân nào, trên những ô quân có thể tới, khiến đối phương hết nước đi và thua".into()
        }
        CannotMate::AfterEveryMove { moves } => {
            format!("bên đến lượt chỉ có {moves} nước đi hợp lệ, và sau nước nào cũng vẫn không thể thắng")
        }
        CannotMate::Exhausted { positions } => {
            format!("đã xét hết {positions} thế cờ có thể đạt tới, không thế nào là chiếu hết")
        }
    }
}

fn evidence_vi(e: &Option<Evidence>, v: &Voice) -> String {
    match e {
        None => String::new(),
        Some(Evidence::One { reason }) => format!(" ({})", mate_vi(reason)),
        Some(Evidence::Each { first, second }) => format!(
            " ({}: {}; {}: {})",
            v.side(Side::First),
            mate_vi(first),
            v.side(Side::Second),
            mate_vi(second)
        ),
    }
}
