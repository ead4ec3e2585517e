// autosave.cpp — see autosave.hpp.
#include "app/midend/autosave.hpp"

#include <string_view>
#include <vector>

#include "core/kind_api.hpp"
#include "core/link.hpp"

namespace pgw::app {

static const char* kSaveFormat = "pgw-save 1";

std::string FormatSavedGame(const SavedGame& saved)
{
    return std::string(kSaveFormat) + "\n" + saved.Code + "\n" + saved.Moves + "\n" + saved.Extra;
}

bool ParseSavedGame(const std::string& text, SavedGame* saved, std::string* error)
{
    std::vector<std::string> lines;
    for (size_t start = 0; start <= text.size();)
    {
        size_t end = text.find('\n', start);
        end = end == std::string::npos ? text.size() : end;
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    if (lines[0] != kSaveFormat)
    {
        *error = "it was saved by another version";
        return false;
    }
    if (lines.size() != 4)
    {
        *error = "it is damaged";
        return false;
    }
    *saved = SavedGame{lines[1], lines[2], lines[3]};
    return true;
}

LevelOrigin SavedOrigin(const SavedGame& saved, const KindApi& api)
{
    LevelOrigin origin;
    origin.Code = saved.Code;
    const std::string params = SavedField(saved.Extra, "params");
    if (!params.empty() && api.check_params(params).empty())
    {
        origin.Params = params;
        origin.Seed = SavedField(saved.Extra, "seed");
    }
    return origin;
}

void AddSavedField(std::string& extra, const char* key, const std::string& value)
{
    extra += (extra.empty() ? "" : ";") + std::string(key) + "=" + percent_encode(value);
}

std::string SavedField(const std::string& extra, const char* key)
{
    const std::string tag = std::string(key) + "=";
    size_t start = 0;
    while (start <= extra.size())
    {
        size_t end = extra.find(';', start);
        if (end == std::string::npos)
            end = extra.size();
        if (extra.compare(start, tag.size(), tag) == 0)
        {
            std::string value;
            return percent_decode(std::string_view(extra).substr(start + tag.size(), end - start - tag.size()), value)
                       ? value : std::string();
        }
        start = end + 1;
    }
    return std::string();
}

}  // namespace pgw::app
