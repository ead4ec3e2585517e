// lab_view.hpp — the Lab: a kind's form fields swept, the levels streamed
// into charts, and any level played, linked or kept from there.
//
// A view over the screen's area, like the journey's (the shell opens it from
// its bar or its menu, and for a #lab/… link). The form makes a LabSpec
// (core/lab.hpp): a kind, one or two of its fields swept, the others fixed,
// a count per cell, a seed, and how many workers make the levels. Run starts
// one job (kinds/lab_run.hpp) whose levels arrive in order through a
// mutex-held buffer that the view drains every frame into LabResults
// (core/lab_results.hpp), so charts fill while the run goes on; Cancel
// forgets the job at once and keeps what was made. The build without threads
// runs it in a plain Web Worker instead (app/platform/lab_worker.hpp), whose
// batches of levels go into the same buffer; where no worker starts, as a job
// sliced between frames. While a run goes on, frames are paced (a few a
// second, platform/frame_pacer.hpp). The view keeps its run while closed (a
// level opened from it is played on its kind's screen).
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "app/kit/screen_rect.hpp"
#include "app/midend/screen_job.hpp"
#include "core/lab.hpp"
#include "core/lab_results.hpp"

namespace pgw {
class JsonObject;
struct KindApi;
}  // namespace pgw

namespace pgw::app {

// What the view asks of the shell this frame.
struct LabRequest {
    enum class Kind { None, Close, Play };
    Kind What = Kind::None;
    std::string Link;  // Play: the level's recipe link ("#recipe/…"), opened as a link is
};

class LabView {
public:
    LabView();
    // Shows the view as it was left.
    void Open();
    // A #lab/… link: its spec in the form (not run: Run is one press away).
    void OpenSpec(const LabSpec& spec);
    void Close() { m_Open = false; }
    bool IsOpen() const { return m_Open; }
    // Every frame, open or not: the run's levels drained, its end collected.
    void Update();
    LabRequest Draw(const ScreenRect& area, const std::string& page_address);
    // appState's "lab".
    void WriteState(JsonObject& out) const;

private:
    struct Sweep {
        int Field = -1;  // index into the kind's fields; -1: none (the second sweep only)
        int From = 0, To = 0, Step = 1;
        std::vector<char> Values;  // a Text field's values, "a|b|c"
    };
    struct Fixed {
        std::vector<char> Text;  // a Number or Text field; empty: the kind's default
        int Flag = 0;            // 0 default, 1 true, 2 false
    };
    // What the running job hands over, under its mutex.
    struct Stream {
        std::mutex Mutex;
        std::vector<LabLevel> Levels;
    };
    struct Outcome {
        bool Ok = false;
        bool Cancelled = false;
        std::string Error;
        int Threads = 0;
    };
    enum class Histo { None, Measure, Ms };

    const KindApi& Kind() const;
    void ResetForm(int kind);
    void SetSweepDefaults(Sweep& sweep, int field);
    LabSpec FormSpec() const;
    void CheckForm();
    bool Running() const { return m_Job.Running() || m_InWorker; }
    void StartRun();
    void StartJob();
    void Finish(const Outcome& out);
    void PollWorker();
    void TakeWorkerLevels();
    void CancelRun();
    void Drain();
    void SelectCell(int cell);
    void SelectBar(Histo which, int bar);
    std::vector<int> ListedRecords() const;
    std::string RecordSeed(int record) const;
    std::string RecordRecipe(int record) const;
    std::string RecordName(int record) const;
    static std::string RecordNameOf(int record, const void* view);
    void Export(bool json);

    // The form; `columns`: the results beside it (Run and Cancel over them, not under the form).
    void DrawForm(bool columns);
    void DrawRunButtons();
    void DrawSweep(int which);
    void DrawRunBar();
    void DrawResults(const std::string& page_address, LabRequest& request);
    void DrawCellPanel(const std::string& page_address, LabRequest& request);
    void DrawList(const std::string& page_address, LabRequest& request);

    bool m_Open = false;
    bool m_ScrollTop = false;  // the panels scroll back to their top on the next frame
    bool m_Threads = false;  // the threaded build: Workers may be more than 1
    int m_MaxWorkers = 1;
    // --- The form ---
    int m_Kind = 0;  // index into the screen kinds
    Sweep m_Sweeps[2];
    std::vector<Fixed> m_Fixed;  // per field of the kind
    ParamFields m_ExtraFixed;    // set.<field> the form has no row for (a Keyed one's keys)
    int m_Count = 10;
    char m_Seed[kMaxLabSeed + 1] = {};
    int m_Workers = 1;
    std::string m_FormLink;   // the form's spec as a link ("" when it has a problem)
    std::string m_FormError;  // what is wrong with the form
    std::string m_CheckedLink;
    std::size_t m_FormCells = 0;
    // --- The run ---
    LabSpec m_Spec;               // the run's (or the last run's)
    std::vector<LabCell> m_Cells;
    LabResults m_Results;
    ScreenJob m_Job;
    ScreenJob m_Export;  // a CSV or JSON being made (codes made again when not kept)
    std::shared_ptr<Stream> m_Stream;
    bool m_InWorker = false;   // the run is in the plain Web Worker (the build without threads)
    const char* m_Runner = "";  // where the run is made: "threads", "worker" or "sliced"
    std::string m_RunNote;      // why a run is sliced though the build has a worker for it
    bool m_HasRun = false;
    bool m_Cancelled = false;
    std::string m_RunError;
    int m_RunWorkers = 0, m_RunThreads = 0;
    double m_StartMs = 0.0, m_EndMs = 0.0;
    // --- What is chosen ---
    int m_Stat = 0;  // index into the statistics offered
    std::string m_Share;  // LabStat::Share's value
    int m_Cell = -1;
    Histo m_Histo = Histo::None;
    int m_Bar = -1;
    int m_Point = -1;  // a dot of the scatter: the level listed alone
    int m_Bins = 24;   // the histograms' most bars, from their width
    int m_ListShown = 20;
    std::string m_Message;  // what the last action did ("Copied the link.")
    bool m_MessageProblem = false;
};

}  // namespace pgw::app
