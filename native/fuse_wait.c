/*
 * mnemofs' only native code: waits on the FUSE device in Node's own event loop (and on the
 * store watcher's inotify fd, which Node cannot wait on either; native/waiter.ts loads it).
 *
 * The mount speaks the FUSE kernel protocol in TypeScript (fuse/session.ts) on the main
 * thread. Node offers no way to be told that a character device is readable, so this
 * addon registers the device's fd with libuv (uv_poll) and, each time it is readable,
 * reads one request into the caller's buffer and calls back with its length (or -errno).
 * The kernel wakes the JavaScript thread directly, as in a C file system's own loop,
 * instead of a hand-off between threads.
 *
 * After a request is answered the next one is usually on its way: a program saving or
 * reading notes sends its next request within microseconds of our reply. So the device is
 * read again for up to SPIN_NS before the thread goes back to sleep in the event loop;
 * a request that arrives meanwhile costs no sleep and no wake-up (on the virtual machine
 * this was measured on, a wake-up goes through the hypervisor: stat, read and unlink of
 * small notes got 15-35 % faster, docs/benchmarks.md, session 10). The loop is handed
 * back to libuv at least every TURN_NS, so timers and sockets are served during a long
 * burst. An idle mount costs nothing: the spin only follows a request. Only a waiter
 * started with `spin` does this: the inotify fd is read until it is empty and let go (its
 * spin held the mount's next request for 50 µs each time the watcher woke in a burst).
 *
 *   const w = start(fd, buffer, (n) => ...);   // n > 0: bytes of one request in buffer
 *   start(fd, buffer, cb, false)               // the same, without keeping Node alive
 *   start(fd, buffer, cb, true, true)          // spinning after each read (the mount)
 *   stop(w);                                   // stops polling (the fd stays open)
 */
#include <errno.h>
#include <node_api.h>
#include <stdbool.h>
#include <stdlib.h>
#include <unistd.h>
#include <uv.h>

typedef struct {
  uv_poll_t poll;
  napi_env env;
  napi_ref callback;
  napi_ref buffer_ref;
  char *buffer;
  size_t length;
  int fd;
  int spin; /* read again for SPIN_NS after each read (the FUSE device) */
  int stopped;
  int closed;    /* libuv is done with the poll handle */
  int finalized; /* JavaScript dropped the waiter */
} waiter_t;

/* Freed when both libuv and JavaScript are done with it, whichever comes last. */
static void on_closed(uv_handle_t *handle) {
  waiter_t *w = handle->data;
  napi_delete_reference(w->env, w->callback);
  napi_delete_reference(w->env, w->buffer_ref);
  w->closed = 1;
  if (w->finalized) free(w);
}

static void on_finalize(napi_env env, void *data, void *hint) {
  waiter_t *w = data;
  w->finalized = 1;
  if (w->closed) free(w);
}

/* Calls JavaScript back with one request's length, or a negative errno. */
static void deliver(waiter_t *w, ssize_t n) {
  napi_handle_scope scope;
  napi_open_handle_scope(w->env, &scope);
  napi_value callback, global, argv[1];
  napi_get_reference_value(w->env, w->callback, &callback);
  napi_get_global(w->env, &global);
  napi_create_int32(w->env, (int32_t) n, &argv[0]);
  napi_make_callback(w->env, NULL, global, callback, 1, argv, NULL);
  napi_close_handle_scope(w->env, scope);
}

/* How long the device is read again after a request before sleeping: 50 µs. */
#define SPIN_NS 50000ULL
/* The longest stretch of requests answered without handing the loop back: 2 ms. */
#define TURN_NS 2000000ULL

static void on_readable(uv_poll_t *poll, int status, int events) {
  waiter_t *w = poll->data;
  if (w->stopped) return;
  if (status < 0) return deliver(w, status); /* libuv's error, already a negative errno */
  uint64_t start = uv_hrtime(), last = start;
  for (;;) {
    ssize_t n;
    do n = read(w->fd, w->buffer, w->length); while (n < 0 && errno == EINTR);
    if (n < 0 && errno == EAGAIN) {
      if (!w->spin) return;
      uint64_t now = uv_hrtime();
      if (now - last >= SPIN_NS || now - start >= TURN_NS) return;
      continue;
    }
    deliver(w, n < 0 ? -errno : n);
    if (n <= 0 || w->stopped) return; /* the mount ended, or JavaScript stopped listening */
    last = uv_hrtime();
    if (last - start >= TURN_NS) return;
  }
}

static napi_value start(napi_env env, napi_callback_info info) {
  size_t argc = 5;
  napi_value argv[5];
  napi_get_cb_info(env, info, &argc, argv, NULL, NULL);
  if (argc < 3) {
    napi_throw_type_error(env, NULL, "start(fd, buffer, callback[, keepAlive[, spin]])");
    return NULL;
  }
  bool keep_alive = true;
  bool spin = false;
  if (argc > 3) napi_get_value_bool(env, argv[3], &keep_alive);
  if (argc > 4) napi_get_value_bool(env, argv[4], &spin);
  waiter_t *w = calloc(1, sizeof(waiter_t));
  w->spin = spin;
  w->env = env;
  napi_get_value_int32(env, argv[0], &w->fd);
  void *data;
  if (napi_get_buffer_info(env, argv[1], &data, &w->length) != napi_ok) {
    free(w);
    napi_throw_type_error(env, NULL, "the second argument must be a Buffer");
    return NULL;
  }
  w->buffer = data;
  napi_create_reference(env, argv[1], 1, &w->buffer_ref);
  napi_create_reference(env, argv[2], 1, &w->callback);
  uv_loop_t *loop;
  napi_get_uv_event_loop(env, &loop);
  int err = uv_poll_init(loop, &w->poll, w->fd);
  if (err == 0) {
    w->poll.data = w;
    err = uv_poll_start(&w->poll, UV_READABLE, on_readable);
    if (err == 0 && !keep_alive) uv_unref((uv_handle_t *) &w->poll);
  }
  if (err != 0) {
    napi_delete_reference(env, w->callback);
    napi_delete_reference(env, w->buffer_ref);
    free(w);
    napi_throw_error(env, NULL, uv_strerror(err));
    return NULL;
  }
  napi_value external;
  napi_create_external(env, w, on_finalize, NULL, &external);
  return external;
}

static napi_value stop(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  napi_get_cb_info(env, info, &argc, argv, NULL, NULL);
  waiter_t *w;
  if (argc < 1 || napi_get_value_external(env, argv[0], (void **) &w) != napi_ok) {
    napi_throw_type_error(env, NULL, "stop(waiter)");
    return NULL;
  }
  if (!w->stopped) {
    w->stopped = 1;
    uv_poll_stop(&w->poll);
    uv_close((uv_handle_t *) &w->poll, on_closed);
  }
  return NULL;
}

NAPI_MODULE_INIT() {
  napi_value fn;
  napi_create_function(env, "start", NAPI_AUTO_LENGTH, start, NULL, &fn);
  napi_set_named_property(env, exports, "start", fn);
  napi_create_function(env, "stop", NAPI_AUTO_LENGTH, stop, NULL, &fn);
  napi_set_named_property(env, exports, "stop", fn);
  return exports;
}
