// levelgen link LINK: a shared link's level, for any kind.
//
// An exact link prints its (checked) code; a recipe link generates its level,
// which is what the app does when the link is opened (a daily link: the
// day's recipe, today's in UTC unless it names a date). One JSON line.
#include <ctime>
#include <ostream>

#include "cli/cli.hpp"
#include "core/json.hpp"
#include "kinds/daily.hpp"
#include "kinds/registry.hpp"

namespace pgw::cli {

int link_main(const std::vector<std::string>& args, Streams& io) {
  if (args.size() != 1) {
    io.err << "levelgen link: needs one link (a URL, '#…', or a level code)\n";
    return kExitUsage;
  }
  Link link;
  std::string error;
  if (!check_link(args[0], link, error)) {
    io.err << "levelgen link: " << error << "\n";
    return kExitUsage;
  }
  JsonObject json;
  json.add("kind", link.kind).add("type", link_type_name(link.type));
  // A daily link: the day's recipe, today's (UTC) unless the link names a date.
  if (!resolve_daily_link(link, utc_date(static_cast<std::int64_t>(std::time(nullptr))), error)) {
    io.err << "levelgen link: " << error << "\n";
    return kExitUsage;
  }
  std::string code = link.code;
  if (link.type == Link::Type::Recipe) {
    Progress progress;
    const KindGenerated g = find_kind(link.kind)->generate(link.params, link.seed, progress);
    if (!g.ok) {
      io.err << "levelgen link: " << g.error << "\n";
      return kExitFailed;
    }
    code = g.code;
    json.add("params", link.params).add("seed", link.seed);
  }
  json.add("code", code);
  io.out << json.str() << "\n";
  return kExitOk;
}

}  // namespace pgw::cli
