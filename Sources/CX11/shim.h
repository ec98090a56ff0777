#ifndef TIMECIRCUITS_CX11_SHIM_H
#define TIMECIRCUITS_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/keysym.h>
/* RandR 1.5 monitors: a remembered window position is checked against the monitors there now. */
#include <X11/extensions/Xrandr.h>
/* SYNC: the colon's coming steps are queued on the server, each behind an await of its server
   time, so an idle clock need not wake for its colon (ServerColon). */
#include <X11/extensions/sync.h>
/* XCreateIC and XGetICValues are variadic, which Swift cannot call; these wrappers give the shell
   the one input context it needs: the client does no pre-editing or status drawing of its own
   (XIMPreeditNothing | XIMStatusNothing), so composed and input-method text arrives as committed
   strings through Xutf8LookupString. */
static inline XIC tc_create_input_context(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, (char *)NULL);
}

/* The events the input method needs to see besides key presses (some want releases too). */
static inline long tc_input_context_filter_events(XIC ic) {
    long mask = 0;
    if (XGetICValues(ic, XNFilterEvents, &mask, (char *)NULL) != NULL) return 0;
    return mask;
}
#endif
