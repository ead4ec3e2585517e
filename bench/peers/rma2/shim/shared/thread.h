// Stand-in for UFO:AI's src/shared/thread.h (which includes <SDL.h>) for the RMA2
// benchmark peer (our own file). sv_rma.cpp uses SDL threads, mutexes, semaphores and
// condition variables only in its parallel search (sv_threads > 0 and sv_rma 1). The
// peer runs RMA2 (sv_rma 2), which is always sequential, so these are never called:
// each one reports a fatal error through Com_Error if it ever is.
#pragma once

#include <cstdint>

typedef uint32_t Uint32;
struct SDL_sem;
struct SDL_cond;
struct SDL_mutex;
struct SDL_Thread;

[[noreturn]] void Rma2_Unreachable(const char* what);

inline Uint32 SDL_SemValue(SDL_sem*) { Rma2_Unreachable("SDL_SemValue"); }
inline int SDL_SemTryWait(SDL_sem*) { Rma2_Unreachable("SDL_SemTryWait"); }
inline int SDL_SemPost(SDL_sem*) { Rma2_Unreachable("SDL_SemPost"); }
inline SDL_sem* SDL_CreateSemaphore(Uint32) { Rma2_Unreachable("SDL_CreateSemaphore"); }
inline void SDL_DestroySemaphore(SDL_sem*) { Rma2_Unreachable("SDL_DestroySemaphore"); }
inline SDL_cond* SDL_CreateCond() { Rma2_Unreachable("SDL_CreateCond"); }
inline void SDL_DestroyCond(SDL_cond*) { Rma2_Unreachable("SDL_DestroyCond"); }
inline int SDL_CondSignal(SDL_cond*) { Rma2_Unreachable("SDL_CondSignal"); }
inline int SDL_CondWaitTimeout(SDL_cond*, SDL_mutex*, Uint32) { Rma2_Unreachable("SDL_CondWaitTimeout"); }
inline SDL_mutex* SDL_CreateMutex() { Rma2_Unreachable("SDL_CreateMutex"); }
inline void SDL_DestroyMutex(SDL_mutex*) { Rma2_Unreachable("SDL_DestroyMutex"); }
inline int SDL_LockMutex(SDL_mutex*) { Rma2_Unreachable("SDL_LockMutex"); }
inline int SDL_UnlockMutex(SDL_mutex*) { Rma2_Unreachable("SDL_UnlockMutex"); }
inline unsigned long SDL_ThreadID() { Rma2_Unreachable("SDL_ThreadID"); }
inline unsigned long SDL_GetThreadID(SDL_Thread*) { Rma2_Unreachable("SDL_GetThreadID"); }
inline void SDL_WaitThread(SDL_Thread*, int*) { Rma2_Unreachable("SDL_WaitThread"); }
inline SDL_Thread* Com_CreateThread(int (*)(void*), const char*, void* = nullptr) { Rma2_Unreachable("Com_CreateThread"); }
