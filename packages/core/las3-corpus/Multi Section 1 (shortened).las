~Version
 VERS              .         3.0                           : CWLS LOG ASCII STANDARD - VERSION 3.0
 WRAP              .         NO                            : ONE LINE PER DEPTH STEP
 DLM               .         SPACE                         : DELIMITING CHARACTER(SPACE TAB OR COMMA)
~Well Information
#_______________________________________________________________________________
#
#PARAMETER_NAME    .UNIT     VALUE                         : DESCRIPTION
#_______________________________________________________________________________
STRT               .FEET     268                           : First reference value
STOP               .FEET     10631.1                       : Last reference value
STEP               .FEET     0                             : Step increment
NULL               .         -9999                         : Missing value
COMP               .         DUMMY COMP                    : Company
WELL               .         DUMMY WELL                    : Well name
FLD                .                                       : Field
LOC                .                                       : Location
SRVC               .                                       : Service Company
CTRY               .                                       : Country
DATE               .                                       : Service Date
LATI               .         -00.0000000                   : Latitude
LONG               .         00.0000000                    : Longitude
GDAT               .                                       : Geodetic Datum
API_NAMBER         .         999999999999                  : 
DATUM_MNEM         .         GEODETIC                      : 
PROJ_MNEM          .         DUMMY ASSET TEAM              : 
COMP_DATE          .                                       : 
DATE_LOGGED        .                                       : 
DATUM_ELEVATION    .                                       : 
DRILLED_DEPTH      .FEET     10631                         : 
EREF               .FEET     100                           : 
DREF               .         KB                            : 
FNDR_BU_ID         .         DUMMY ASSET TEAM              : 
FNDR_COUNTRY_COD   .         DUMMY COUNTRY COD             : 
FNDR_LATITUDE_B    .         0000000.00                    : 
FNDR_LONGITUDE_B   .         0000000.00                    : 
FNDR_PROJECT       .         DUMMY PROJ                    : 
FNDR_SW_NAME       .         Finder_9c3_4                  : 
FNDR_TIMESTAMP     .                                       : 
FNDR_WELLNUM       .                                       : 
FNDR_X_LOCATION    .         9999999.99                    : 
FNDR_Y_LOCATION    .         9999999.99                    : 
HOLE_NAME          .         DUMMY WELL                    : 
LOCATION           .         DUMMY LOC                     : 
LGWN               .         DUMMY WELL                    : 
OPER               .         DUMMY COMP                    : 
PROJECT            .         Master                        : 
SPUD_DATE          .                                       : 
SURFACE_ELEV       .FEET     -165                          : 
SYMBOL             .         90                            : 
TD                 .FEET     10631                         : 
UPLOAD_DATE        .         2000-01-01                    : 
UWI                .         999999999999                  : 
WATER_DEPTH        .                                       : 
Water_depth        .FEET     185                           : 
X                  .FEET     2464256.21                    : 
XOFFSET_BOTTOM     .         0.0132052                     : 
Y                  .FEET     3744325.38                    : 
YOFFSET_BOTTOM     .         0.0056513                     : 
~Parameter Information Block
#_______________________________________________________________________________
#
#PARAMETER_NAME    .UNIT     VALUE                         : DESCRIPTION
#_______________________________________________________________________________
SET                .         DEVIATION                     : 
API_NAMBER         .         999999999999                  : 
DATUM_MNEM         .         GEODETIC                      : 
PROJ_MNEM          .                                       : 
ELEVATION          .         97                            : 
KB_ELEVATION       .         97                            : 
MISSING_VALUE      .         -999.25                       : 
PREFERRED_FLAG     .         Y                             : 
SOURCE             .         COMPASS                       : 
SURVEY_ID          .         SRVY_2                        : 
SURVEY_QUALITY     .                                       : 
SURVEY_TYPE        .         PROCESSED                     : 
TLFamily_AZIMUTH   .         Hole Azimuth                  : 
TLFamily_DEPTH     .         Measured Depth                : 
TLFamily_INCLINATION .         Hole Deviation                : 
TLFamily_TVD       .         True Vertical Depth           : 
TLFamily_TVDSS     .         True Vertical Depth Sub Sea   : 
UPLOAD_DATE        .         2004-09-20                    : 
WATER_DEPTH        .         0                             : 
~Curve Information
#_______________________________________________________________________________
#
#LOGNAME           .UNIT     LOG_ID                        : DESCRIPTION
#_______________________________________________________________________________
DEPTH              .FEET                                   : Finder preferred/approved survey {F}
AZIMUTH            .DEG                                    :  {F}
INCLINATION        .DEG                                    :  {F}
TVD                .FEET                                   :  {F}
TVDSS              .FEET                                   :  {F}
~Ascii
268.0      0          0          268        171       
3112       257        0.37       3111.98023 3014.98023
3223       74.2       1.5        3222.96991 3125.96991
3312       66.2       3.4        3311.8847  3214.8847 
3407       60.4       5.1        3406.62042 3309.62042
3490       60.8       7          3489.15436 3392.15436
10584      62.7       50.1       8092.23245 7995.23245
10631      62.7       50.1       8122.38058 8025.38058
10631.1    62.7       50.1       8122.44472 8025.44472
10631.1    62.7       50.1       8122.44472 8025.44472
~Parameter Information Block
#_______________________________________________________________________________
#
#PARAMETER_NAME    .UNIT     VALUE                         : DESCRIPTION
#_______________________________________________________________________________
SET                .         Index                         : 
Air_gap            .FEET     100                           : Property set by TVD Computation
Azimuth_reference  .         undefined                     : 
Elevation          .FEET     100                           : Property set by TVD Computation
Original_Wellpath  .         X_WS_01B03_TL_WellPath        : 
TLFamily_MD        .         Measured Depth                : 
TLFamily_THL       .         True Horizontal Length        : 
TLFamily_TVD       .         True Vertical Depth           : 
TLFamily_TVDBML    .         True Vertical Depth Below Mudline: 
TLFamily_TVDSS     .         True Vertical Depth Sub Sea   : 
TLFamily_XOFFSET   .         X Offset                      : 
TLFamily_YOFFSET   .         Y Offset                      : 
Water_depth        .FEET     185                           : Property set by TVD Computation
~Curve Information
#_______________________________________________________________________________
#
#LOGNAME           .UNIT     LOG_ID                        : DESCRIPTION
#_______________________________________________________________________________
MD                 .FEET                                   :  {F}
THL                .FEET                                   : True horizontal length {F}
TVD                .FEET                                   :  {F}
TVDBML             .FEET                                   :  {F}
TVDSS              .FEET                                   :  {F}
XOFFSET            .FEET                                   :  {F}
YOFFSET            .FEET                                   :  {F}
~Ascii
268.0000032808399 0          268.0000032808399 -16.9999967191601 168.0000032808399 0          0         
268.5000032808399 0.000000283831919 268.5000032808398 -16.49999671916019 168.5000032808398 -0.000000276556127 -0.000000063853478
269.0000032808399 0.000001135327676 269.0000032808391 -15.99999671916094 169.0000032808391 -0.000001106229468 -0.000000255392434
269.5000032808399 0.000002554487271 269.500003280837 -15.49999671916299 169.500003280837 -0.000002489015064 -0.000000574638347
270.0000032808399 0.000004541286256 270.000003280833 -14.99999671916695 170.000003280833 -0.000004424894052 -0.000001021564237
270.5000032808399 0.000007095797974 270.5000032808265 -14.49999671917353 170.5000032808265 -0.000006913934206 -0.000001596202584
271.0000032808399 0.000010217851294 271.0000032808167 -13.99999671918332 171.0000032808167 -0.000009955967391 -0.000002298520909
271.5000032808399 0.000013907715135 271.5000032808031 -13.49999671919693 171.500003280803 -0.000013551262103 -0.000003128551690
272.0000032808399 0.000018165169472 272.0000032807849 -12.99999671921511 172.0000032807849 -0.000017699597549 -0.000004086273188
272.5000032808399 0.000022990287647 272.5000032807616 -12.49999671923838 172.5000032807616 -0.000022401047728 -0.000005171690904
273.0000032808399 0.000028383020766 273.0000032807325 -11.99999671926752 173.0000032807325 -0.000027655564939 -0.000006384794097
273.5000032808399 0.000034343491064 273.5000032806969 -11.49999671930304 173.5000032806969 -0.000033463269677 -0.000007725604247
